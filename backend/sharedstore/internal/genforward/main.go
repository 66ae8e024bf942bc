// Command genforward writes backend/sharedstore/forward_gen.go from
// cache.Interface: one method on sharedstore.Client per store operation,
// which forwards the call to the process holding the store, and the
// holder's dispatch table, which decodes the arguments and calls the
// store. Adding an operation to cache.Reader or cache.Writer and running
// `go generate ./backend/sharedstore/` is all it takes to forward it; a
// test in this package fails while the committed file is stale.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"reflect"
	"sort"
	"strings"

	"github.com/reprise-qa/reprise/backend/cache"
)

func main() {
	out := flag.String("o", "forward_gen.go", "the file to write")
	flag.Parse()
	src, err := generate()
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}

var errorType = reflect.TypeFor[error]()

// method is one store operation.
type method struct {
	name    string
	write   bool
	params  []reflect.Type
	results []reflect.Type // without the final error
}

// methods lists cache.Interface's operations sorted by name, marking the
// ones listed in cache.Writer.
func methods() ([]method, error) {
	iface := reflect.TypeFor[cache.Interface]()
	writer := reflect.TypeFor[cache.Writer]()
	var out []method
	for i := range iface.NumMethod() {
		rm := iface.Method(i)
		ft := rm.Type
		if ft.NumOut() == 0 || ft.Out(ft.NumOut()-1) != errorType {
			return nil, fmt.Errorf("cache.Interface.%s: a store operation returns an error last (it may fail when forwarded)", rm.Name)
		}
		if ft.IsVariadic() {
			return nil, fmt.Errorf("cache.Interface.%s: variadic operations are not supported", rm.Name)
		}
		m := method{name: rm.Name}
		_, m.write = writer.MethodByName(rm.Name)
		for k := range ft.NumIn() {
			if err := checkType(ft.In(k)); err != nil {
				return nil, fmt.Errorf("cache.Interface.%s: parameter %d: %w", rm.Name, k+1, err)
			}
			m.params = append(m.params, ft.In(k))
		}
		for k := range ft.NumOut() - 1 {
			if err := checkType(ft.Out(k)); err != nil {
				return nil, fmt.Errorf("cache.Interface.%s: result %d: %w", rm.Name, k+1, err)
			}
			m.results = append(m.results, ft.Out(k))
		}
		out = append(out, m)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out, nil
}

// checkType refuses types that cannot cross a process boundary as JSON.
func checkType(t reflect.Type) error {
	switch t.Kind() {
	case reflect.Func, reflect.Chan, reflect.Interface, reflect.UnsafePointer, reflect.Complex64, reflect.Complex128:
		return fmt.Errorf("%s cannot be sent to another process", t)
	}
	return nil
}

// generate renders forward_gen.go.
func generate() ([]byte, error) {
	ms, err := methods()
	if err != nil {
		return nil, err
	}
	imports := map[string]bool{
		"encoding/json": true,
		reflect.TypeFor[cache.Interface]().PkgPath(): true,
	}
	var body bytes.Buffer
	body.WriteString("\nvar _ cache.Interface = (*Client)(nil)\n")
	for _, m := range ms {
		var params, args, results, resVars, resPtrs []string
		for k, p := range m.params {
			params = append(params, fmt.Sprintf("a%d %s", k, goType(p, imports)))
			args = append(args, fmt.Sprintf("a%d", k))
		}
		for k, r := range m.results {
			results = append(results, goType(r, imports))
			resVars = append(resVars, fmt.Sprintf("r%d", k))
			resPtrs = append(resPtrs, fmt.Sprintf("&r%d", k))
		}
		results = append(results, "error")
		fmt.Fprintf(&body, "\n// %s forwards (*cache.Store).%s to the process holding the store.\n", m.name, m.name)
		fmt.Fprintf(&body, "func (c *Client) %s(%s) (%s) {\n", m.name, strings.Join(params, ", "), strings.Join(results, ", "))
		for k, r := range m.results {
			fmt.Fprintf(&body, "\tvar r%d %s\n", k, goType(r, imports))
		}
		fmt.Fprintf(&body, "\terr := c.call(%q, []any{%s}, []any{%s})\n", m.name, strings.Join(args, ", "), strings.Join(resPtrs, ", "))
		fmt.Fprintf(&body, "\treturn %s\n}\n", strings.Join(append(resVars, "err"), ", "))
	}

	body.WriteString("\n// operations is the holder's dispatch table: for each store operation,\n" +
		"// whether it writes and how to decode its arguments and call it.\n" +
		"var operations = map[string]operation{\n")
	for _, m := range ms {
		var args, decl, ptrs, resVars []string
		for k, p := range m.params {
			args = append(args, fmt.Sprintf("a%d", k))
			decl = append(decl, fmt.Sprintf("\t\tvar a%d %s\n", k, goType(p, imports)))
			ptrs = append(ptrs, fmt.Sprintf("&a%d", k))
		}
		for k := range m.results {
			resVars = append(resVars, fmt.Sprintf("r%d", k))
		}
		fmt.Fprintf(&body, "\t%q: {write: %t, call: func(s cache.Interface, raw []json.RawMessage) ([]any, []any, error) {\n", m.name, m.write)
		body.WriteString(strings.Join(decl, ""))
		fmt.Fprintf(&body, "\t\tif err := decodeArgs(raw, %s); err != nil {\n\t\t\treturn nil, nil, err\n\t\t}\n", strings.Join(ptrs, ", "))
		fmt.Fprintf(&body, "\t\t%s := s.%s(%s)\n", strings.Join(append(resVars, "err"), ", "), m.name, strings.Join(args, ", "))
		fmt.Fprintf(&body, "\t\treturn []any{%s}, []any{%s}, err\n\t}},\n", strings.Join(args, ", "), strings.Join(resVars, ", "))
	}
	body.WriteString("}\n")

	var b bytes.Buffer
	b.WriteString("// Code generated by backend/sharedstore/internal/genforward from cache.Interface; DO NOT EDIT.\n\npackage sharedstore\n\nimport (\n")
	var paths []string
	for p := range imports {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	std := true
	for _, p := range paths {
		if std && strings.Contains(strings.Split(p, "/")[0], ".") {
			b.WriteString("\n")
			std = false
		}
		fmt.Fprintf(&b, "\t%q\n", p)
	}
	b.WriteString(")\n")
	b.Write(body.Bytes())
	return format.Source(b.Bytes())
}

// goType spells t as Go source and records the packages it needs.
func goType(t reflect.Type, imports map[string]bool) string {
	var walk func(reflect.Type)
	walk = func(t reflect.Type) {
		if t.Name() != "" {
			if t.PkgPath() != "" {
				imports[t.PkgPath()] = true
			}
			return
		}
		switch t.Kind() {
		case reflect.Pointer, reflect.Slice, reflect.Array:
			walk(t.Elem())
		case reflect.Map:
			walk(t.Key())
			walk(t.Elem())
		}
	}
	walk(t)
	return t.String()
}
