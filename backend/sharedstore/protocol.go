package sharedstore

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"sync"

	"github.com/reprise-qa/reprise/backend/cache"
)

// ProtocolVersion is the version of the framing (hello, request,
// response). The operations themselves are versioned by Fingerprint.
const ProtocolVersion = 1

// hello is the first message each side sends.
type hello struct {
	Protocol    int    `json:"protocol"`
	Fingerprint string `json:"fingerprint"`
	// Version is the Reprise build's version, for messages.
	Version string `json:"version"`
	// Holder describes the holder ("reprise serve"); empty from clients.
	Holder string `json:"holder,omitempty"`
	// Transient is set by a holder that is a command which ends when its
	// work does (HolderOptions.Transient).
	Transient bool `json:"transient,omitempty"`
	// PID is the sender's process id.
	PID int `json:"pid"`
}

// describe says which process sent h, for messages.
func (h hello) describe() string {
	who := h.Holder
	if who == "" {
		who = "another Reprise"
	}
	return fmt.Sprintf("%s (version %s, process %d)", who, h.Version, h.PID)
}

// request is one forwarded call.
type request struct {
	ID     uint64            `json:"id"`
	Method string            `json:"method"`
	Args   []json.RawMessage `json:"args"`
}

// response answers the request with the same id.
type response struct {
	ID      uint64            `json:"id"`
	Results []json.RawMessage `json:"results,omitempty"`
	Error   *wireError        `json:"error,omitempty"`
}

// operation is an entry of the generated dispatch table.
type operation struct {
	// write is true for the operations of cache.Writer.
	write bool
	// call decodes the arguments, calls the store and returns the
	// decoded arguments and the results (without the error).
	call func(s cache.Interface, raw []json.RawMessage) (args, results []any, err error)
}

// decodeArgs decodes raw into ptrs, one to one.
func decodeArgs(raw []json.RawMessage, ptrs ...any) error {
	if len(raw) != len(ptrs) {
		return fmt.Errorf("%w: the operation takes %d arguments, got %d", cache.ErrInvalid, len(ptrs), len(raw))
	}
	for i, p := range ptrs {
		if err := json.Unmarshal(raw[i], p); err != nil {
			return fmt.Errorf("%w: decoding argument %d: %v", cache.ErrInvalid, i+1, err)
		}
	}
	return nil
}

var (
	fingerprintOnce sync.Once
	fingerprint     string
)

// Fingerprint identifies the store operations this build forwards: their
// names and signatures and the JSON shape (field names and kinds,
// recursively) of every argument and result. Two builds share a store
// only when their fingerprints match, so an older holder never drops a
// field it does not know.
func Fingerprint() string {
	fingerprintOnce.Do(func() {
		var b strings.Builder
		fmt.Fprintf(&b, "protocol %d\n", ProtocolVersion)
		iface := reflect.TypeFor[cache.Interface]()
		types := map[reflect.Type]bool{}
		for i := range iface.NumMethod() { // sorted by name
			m := iface.Method(i)
			fmt.Fprintf(&b, "%s %s\n", m.Name, m.Type)
			for k := range m.Type.NumIn() {
				collect(m.Type.In(k), types)
			}
			for k := range m.Type.NumOut() {
				collect(m.Type.Out(k), types)
			}
		}
		var shapes []string
		for t := range types {
			shapes = append(shapes, shape(t))
		}
		sort.Strings(shapes)
		b.WriteString(strings.Join(shapes, "\n"))
		sum := sha256.Sum256([]byte(b.String()))
		fingerprint = hex.EncodeToString(sum[:12])
	})
	return fingerprint
}

// collect adds the named struct types reachable from t.
func collect(t reflect.Type, seen map[reflect.Type]bool) {
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Array:
		collect(t.Elem(), seen)
	case reflect.Map:
		collect(t.Key(), seen)
		collect(t.Elem(), seen)
	case reflect.Struct:
		if seen[t] {
			return
		}
		seen[t] = true
		for i := range t.NumField() {
			collect(t.Field(i).Type, seen)
		}
	}
}

// shape spells a struct type's JSON-relevant layout.
func shape(t reflect.Type) string {
	var fields []string
	for i := range t.NumField() {
		f := t.Field(i)
		fields = append(fields, fmt.Sprintf("%s %s %q", f.Name, f.Type, f.Tag.Get("json")))
	}
	return t.PkgPath() + "." + t.Name() + "{" + strings.Join(fields, "; ") + "}"
}
