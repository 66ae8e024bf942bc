package webapi_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"reflect"
	"sort"
	"testing"

	"github.com/reprise-qa/reprise/backend/studio"
	"github.com/reprise-qa/reprise/backend/webapi"
)

// TestServesExactlyTheAPIInterface: the HTTP API is the allow-list
// studio.API, not every exported method of *Studio.
func TestServesExactlyTheAPIInterface(t *testing.T) {
	api := reflect.TypeFor[studio.API]()
	var want, got []string
	for i := 0; i < api.NumMethod(); i++ {
		want = append(want, api.Method(i).Name)
	}
	for name := range webapi.Methods() {
		got = append(got, name)
	}
	sort.Strings(got)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("served methods %v,\nwant the methods of studio.API %v", got, want)
	}
}

// TestMethodsOutsideTheAPIAreNotEndpoints: exported methods of *Studio
// that studio.API does not list (Close would shut the studio down) answer
// 404 unknown_method, and the studio keeps working.
func TestMethodsOutsideTheAPIAreNotEndpoints(t *testing.T) {
	s := startServer(t, nil)
	impl := reflect.TypeFor[*studio.Studio]()
	api := reflect.TypeFor[studio.API]()
	var outside []string
	for i := 0; i < impl.NumMethod(); i++ {
		if _, ok := api.MethodByName(impl.Method(i).Name); !ok {
			outside = append(outside, impl.Method(i).Name)
		}
	}
	if len(outside) == 0 {
		t.Fatal("every exported method of *Studio is in studio.API; this test needs one that is not (Close)")
	}
	for _, name := range outside {
		req, _ := http.NewRequest("POST", s.url+"/api/"+name, bytes.NewReader([]byte("[]")))
		req.Header.Set(webapi.TokenHeader, s.token)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var body struct{ Error studio.Error }
		_ = json.NewDecoder(resp.Body).Decode(&body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusNotFound || body.Error.Code != studio.CodeUnknownMethod {
			t.Errorf("POST /api/%s: status %d, code %q; want 404 %s (not in studio.API)", name, resp.StatusCode, body.Error.Code, studio.CodeUnknownMethod)
		}
	}
	var info studio.AppInfo
	if e := s.call("AppInfo", &info); e != nil {
		t.Fatalf("AppInfo after calling %v: %v", outside, e)
	}
}
