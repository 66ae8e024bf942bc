package trajectory_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// fill sets every field reachable from v to a non-zero value derived from
// seed: pointers are allocated, slices get two elements, maps two keys.
// A field added to Trajectory later is filled too, so the test below
// fails when Clone forgets to copy it deeply.
func fill(v reflect.Value, seed int) {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			v.Set(reflect.New(v.Type().Elem()))
		}
		fill(v.Elem(), seed)
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				fill(v.Field(i), seed+i)
			}
		}
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 { // json.RawMessage
			v.SetBytes([]byte(`{"n":` + string(rune('0'+seed%10)) + `}`))
			return
		}
		v.Set(reflect.MakeSlice(v.Type(), 2, 2))
		for i := range 2 {
			fill(v.Index(i), seed+i)
		}
	case reflect.Map:
		v.Set(reflect.MakeMap(v.Type()))
		for i := range 2 {
			k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
			fill(k, seed+i)
			fill(e, seed+i)
			v.SetMapIndex(k, e)
		}
	case reflect.String:
		v.SetString("s" + string(rune('a'+seed%26)))
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int64, reflect.Int32:
		v.SetInt(int64(seed + 1))
	case reflect.Float64:
		v.SetFloat(float64(seed) + 0.5)
	}
}

// scribble changes every value reachable from v in place, without
// replacing pointers, slices or maps: what the clone shares with the
// original changes in both.
func scribble(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer:
		if !v.IsNil() {
			scribble(v.Elem())
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				scribble(v.Field(i))
			}
		}
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			for i := range v.Len() {
				v.Index(i).SetUint(uint64('x'))
			}
			return
		}
		for i := range v.Len() {
			scribble(v.Index(i))
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			v.SetMapIndex(k, reflect.ValueOf("changed").Convert(v.Type().Elem()))
		}
	case reflect.String:
		v.SetString("changed")
	case reflect.Bool:
		v.SetBool(false)
	case reflect.Int, reflect.Int64, reflect.Int32:
		v.SetInt(-7)
	case reflect.Float64:
		v.SetFloat(-7)
	}
}

func TestCloneSharesNothing(t *testing.T) {
	var orig trajectory.Trajectory
	fill(reflect.ValueOf(&orig), 1)
	before, err := json.Marshal(&orig)
	if err != nil {
		t.Fatal(err)
	}
	c := orig.Clone()
	if !reflect.DeepEqual(c, &orig) {
		t.Fatal("a clone differs from its original")
	}
	scribble(reflect.ValueOf(c))
	after, _ := json.Marshal(&orig)
	if string(before) != string(after) {
		t.Fatalf("editing a clone changed the original:\nbefore %s\nafter  %s", before, after)
	}
	if (*trajectory.Trajectory)(nil).Clone() != nil {
		t.Fatal("the clone of nil is not nil")
	}
}

func TestTagKind(t *testing.T) {
	for _, tc := range []struct {
		tag, typ, want string
	}{
		{"button", "", "button"},
		{"input", "submit", "button"},
		{"input", "IMAGE", "button"},
		{"input", "", "field"},
		{"input", "email", "field"},
		{"textarea", "", "field"},
		{"input", "checkbox", "input:checkbox"},
		{"input", "Radio", "input:radio"},
		{"a", "", "a"},
	} {
		fp := trajectory.Fingerprint{Tag: tc.tag, Attrs: map[string]string{"type": tc.typ}}
		if got := fp.TagKind(); got != tc.want {
			t.Errorf("<%s type=%q>: kind %q, want %q", tc.tag, tc.typ, got, tc.want)
		}
	}
}

// TestCloneOfAnEmptyTrajectoryHasAStepList: the studio hands the UI
// clones; a new recording's must say "steps": [], not null (the recorder
// page crashed on null).
func TestCloneOfAnEmptyTrajectoryHasAStepList(t *testing.T) {
	data, err := json.Marshal((&trajectory.Trajectory{}).Clone())
	if err != nil || !strings.Contains(string(data), `"steps":[]`) {
		t.Errorf("the clone of an empty trajectory encodes as %s (%v); want \"steps\":[]", data, err)
	}
}
