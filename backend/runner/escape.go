package runner

import (
	"reflect"

	"github.com/reprise-qa/reprise/backend/textsafe"
)

// stringType is the plain string type; named string types such as
// template.URL are built by the runner itself and left alone.
var stringType = reflect.TypeFor[string]()

// makeReportSafe passes every plain string field reachable from ptr
// (through structs, pointers and slices) through textsafe.Report, so the
// JUnit XML and the HTML report never carry a control character, invalid
// UTF-8 or a raw bidirectional-text control that came from a page, a flow
// file or an error. Walking the report's whole value, rather than
// escaping field by field, keeps fields added later safe too.
func makeReportSafe(ptr any) {
	reportSafe(reflect.ValueOf(ptr))
}

func reportSafe(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			reportSafe(v.Elem())
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if f := v.Field(i); f.CanSet() {
				reportSafe(f)
			}
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			reportSafe(v.Index(i))
		}
	case reflect.String:
		if v.Type() == stringType && v.CanSet() {
			v.SetString(textsafe.Report(v.String()))
		}
	}
}
