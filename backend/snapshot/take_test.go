package snapshot

import (
	"context"
	"reflect"
	"testing"
)

func TestDecodeFrameUnescapesSeparators(t *testing.T) {
	raw := "http://x/\x1ftitle \x1cA\x1cD\x1f1\x1e" + "button\x1fname \x1cB\x1cC\x1cA end\x1f\x1e" + "a\x1fb"
	jf, err := decodeFrame(raw)
	if err != nil {
		t.Fatal(err)
	}
	want := &jsFrame{URL: "http://x/", Title: "title \x1c\x1f", Frames: 1, Elements: [][]string{
		{"button", "name \x1d\x1e\x1c end", ""},
		{"a", "b"},
	}}
	if !reflect.DeepEqual(jf, want) {
		t.Errorf("decodeFrame = %#v, want %#v", *jf, *want)
	}
	if _, err := decodeFrame("only\x1ftwo"); err == nil {
		t.Error("decodeFrame accepted a header of two fields")
	}
}

func TestNamesWithSeparatorCharactersSurvive(t *testing.T) {
	page := open(t, "about:blank")
	if err := page.SetContent("<title>t\x1ft</title><button>Save\x1fnow\x1c</button><input aria-label=\"a\x1db\" value=\"v\x1e\">"); err != nil {
		t.Fatal(err)
	}
	snap, err := Take(context.Background(), page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if title, _ := page.Title(); snap.Title != title {
		t.Errorf("title %q, want %q", snap.Title, title)
	}
	if len(find(snap, "button", "Save\x1fnow\x1c")) != 1 {
		t.Errorf("no button %q in:\n%s", "Save\x1fnow\x1c", snap.Text())
	}
	in := find(snap, "textbox", "a\x1db")
	if len(in) != 1 || in[0].Value != "v\x1e" {
		t.Errorf("no textbox %q with value %q in:\n%s", "a\x1db", "v\x1e", snap.Text())
	}
}
