package sharedstore

import (
	"encoding/json"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/reprise-qa/reprise/backend/cache"
)

// TestForwardedActEntryKeepsSecretsOut: an act entry saved through the
// holder is masked before it leaves the command (its secrets are never
// sent) and is stored exactly as a direct PutAct stores it: same key,
// same masked instruction and address, same names of secret variables.
func TestForwardedActEntryKeepsSecretsOut(t *testing.T) {
	held, _ := hold(t, nil)
	c := openClient(t, held.Dir())
	direct, err := cache.Open(filepath.Join(t.TempDir(), "direct"), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer direct.Close()

	entry := func() cache.ActEntry {
		return cache.ActEntry{
			Instruction:  "  type hunter2 into Password ",
			URL:          "https://ann:hunter2@shop.example/login?token=hunter2&utm_source=mail",
			VarNames:     []string{"user", "password"},
			SecretNames:  []string{"password"},
			SecretsKnown: true,
			Steps:        sample("x", 1).Steps,
			Source:       cache.SourceMiss,
			Secrets:      []string{"hunter2"},
		}
	}
	want, err := direct.PutAct(entry())
	if err != nil {
		t.Fatal(err)
	}
	got, err := c.PutAct(entry())
	if err != nil {
		t.Fatal(err)
	}
	stored, err := held.Act(got.Key)
	if err != nil {
		t.Fatal(err)
	}
	for name, e := range map[string]cache.ActEntry{"returned": got, "stored": *stored} {
		if e.Key != want.Key || e.Instruction != want.Instruction || e.URL != want.URL || !reflect.DeepEqual(e.VarNames, want.VarNames) {
			t.Errorf("%s through the holder: key %s %q %q, direct: key %s %q %q", name, e.Key, e.Instruction, e.URL, want.Key, want.Instruction, want.URL)
		}
		if !e.SecretsKnown || !reflect.DeepEqual(e.SecretNames, []string{"password"}) || !reflect.DeepEqual(e.SecretNames, want.SecretNames) {
			t.Errorf("%s through the holder: secret variables %q (known %v), direct: %q", name, e.SecretNames, e.SecretsKnown, want.SecretNames)
		}
		data, _ := json.Marshal(e)
		if strings.Contains(string(data), "hunter2") {
			t.Errorf("%s through the holder holds the secret: %s", name, data)
		}
	}
	// Without secrets the entry is sent as is.
	plain := entry()
	plain.Secrets = nil
	if !reflect.DeepEqual(plain.Outbound(), plain) {
		t.Error("an entry without secrets changed on its way out")
	}
}

// notSent are the fields JSON leaves out that are not a loss when an
// argument is forwarded: they are never stored either.
var notSent = map[string]bool{
	"trajectory.StepResult.Err": true, // the Go error of a failed step; its text is in Error
}

// TestArgumentsLoseNothingWhenForwarded: a field that encoding/json
// leaves out of an argument would silently differ between a forwarded
// call and a direct one. Each such field is either applied before the
// argument leaves (the type implements cache.Outbound) or never stored.
func TestArgumentsLoseNothingWhenForwarded(t *testing.T) {
	iface := reflect.TypeFor[cache.Interface]()
	outbound := reflect.TypeFor[cache.Outbound]()
	for i := range iface.NumMethod() {
		m := iface.Method(i)
		for k := range m.Type.NumIn() {
			arg := m.Type.In(k)
			if arg.Implements(outbound) {
				continue
			}
			for _, f := range droppedFields(arg, map[reflect.Type]bool{}) {
				if !notSent[f] {
					t.Errorf("%s: argument %d (%s) has field %s that JSON drops: implement cache.Outbound on %s, or list it in notSent if it is never stored", m.Name, k+1, arg, f, arg)
				}
			}
		}
	}
}

// droppedFields lists Type.Field for every field reachable from t whose
// json tag is "-" or that is unexported (time.Time's own are skipped: it
// encodes itself).
func droppedFields(t reflect.Type, seen map[reflect.Type]bool) []string {
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Array:
		return droppedFields(t.Elem(), seen)
	case reflect.Map:
		return append(droppedFields(t.Key(), seen), droppedFields(t.Elem(), seen)...)
	case reflect.Struct:
	default:
		return nil
	}
	if seen[t] || t == reflect.TypeFor[time.Time]() {
		return nil
	}
	seen[t] = true
	var out []string
	for i := range t.NumField() {
		f := t.Field(i)
		name := strings.TrimPrefix(t.String(), "*") + "." + f.Name
		if f.Tag.Get("json") == "-" || !f.IsExported() && !f.Anonymous {
			out = append(out, name)
			continue
		}
		out = append(out, droppedFields(f.Type, seen)...)
	}
	return out
}
