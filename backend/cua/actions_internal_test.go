package cua

import (
	"encoding/json"
	"errors"
	"testing"
	"time"
)

// TestVendorActionsMapOntoOneVocabulary: each vendor's action shapes, as
// they arrive on the wire, become the same neutral actions.
func TestVendorActionsMapOntoOneVocabulary(t *testing.T) {
	cases := []struct {
		vendor, in string
		want       action
	}{
		{"openai", `{"type":"click","button":"left","x":10,"y":20}`, action{Kind: actClick, X: 10, Y: 20, HasXY: true}},
		{"openai", `{"type":"click","button":"right","x":10,"y":20}`, action{Kind: actRight, X: 10, Y: 20, HasXY: true}},
		{"openai", `{"type":"click","button":"back","x":10,"y":20}`, action{Kind: actBack, X: 10, Y: 20, HasXY: true}},
		{"openai", `{"type":"click","button":"wheel","x":1,"y":2}`, action{Kind: actMiddle, X: 1, Y: 2, HasXY: true}},
		{"openai", `{"type":"double_click","x":5,"y":6}`, action{Kind: actDouble, X: 5, Y: 6, HasXY: true}},
		{"openai", `{"type":"drag","path":[{"x":1,"y":2},{"x":3,"y":4},{"x":5,"y":6}]}`, action{Kind: actDrag, X: 1, Y: 2, X2: 5, Y2: 6, HasXY: true}},
		{"openai", `{"type":"scroll","x":100,"y":200,"scroll_x":0,"scroll_y":300}`, action{Kind: actScroll, X: 100, Y: 200, HasXY: true, DY: 300}},
		{"openai", `{"type":"keypress","keys":["CTRL","SHIFT","T"]}`, action{Kind: actKey, Keys: "Control+Shift+T"}},
		{"openai", `{"type":"type","text":"hello"}`, action{Kind: actType, Text: "hello"}},
		{"openai", `{"type":"wait"}`, action{Kind: actWait, Wait: time.Second}},
		{"openai", `{"type":"move","x":7,"y":8}`, action{Kind: actMove, X: 7, Y: 8, HasXY: true}},
		{"anthropic", `{"action":"left_click","coordinate":[10,20]}`, action{Kind: actClick, X: 10, Y: 20, HasXY: true}},
		{"anthropic", `{"action":"left_click"}`, action{Kind: actClick}},
		{"anthropic", `{"action":"triple_click","coordinate":[1,2]}`, action{Kind: actTriple, X: 1, Y: 2, HasXY: true}},
		{"anthropic", `{"action":"left_click_drag","start_coordinate":[1,2],"coordinate":[3,4]}`, action{Kind: actDrag, X: 1, Y: 2, X2: 3, Y2: 4, HasXY: true}},
		{"anthropic", `{"action":"scroll","coordinate":[5,6],"scroll_direction":"up","scroll_amount":3}`, action{Kind: actScroll, X: 5, Y: 6, HasXY: true, DY: -300}},
		{"anthropic", `{"action":"key","text":"Return"}`, action{Kind: actKey, Keys: "Enter"}},
		{"anthropic", `{"action":"hold_key","text":"shift","duration":1}`, action{Kind: actKey, Keys: "Shift"}},
		{"anthropic", `{"action":"wait","duration":2}`, action{Kind: actWait, Wait: 2 * time.Second}},
		{"anthropic", `{"action":"left_mouse_down"}`, action{Kind: actMouseDown}},
		{"google", `{"name":"click_at","args":{"x":500,"y":250}}`, action{Kind: actClick, X: 500, Y: 250, HasXY: true}},
		{"google", `{"name":"type_text_at","args":{"x":1,"y":2,"text":"hi"}}`, action{Kind: actTypeAt, X: 1, Y: 2, HasXY: true, Text: "hi", Clear: true}},
		{"google", `{"name":"type_text_at","args":{"x":1,"y":2,"text":"hi","press_enter":true,"clear_before_typing":false}}`, action{Kind: actTypeAt, X: 1, Y: 2, HasXY: true, Text: "hi", Enter: true}},
		{"google", `{"name":"key_combination","args":{"keys":"Control+A"}}`, action{Kind: actKey, Keys: "Control+a"}},
		{"google", `{"name":"scroll_document","args":{"direction":"down"}}`, action{Kind: actScroll, DY: 750}},
		{"google", `{"name":"scroll_at","args":{"x":1,"y":2,"direction":"left","magnitude":300}}`, action{Kind: actScroll, X: 1, Y: 2, HasXY: true, DX: -300}},
		{"google", `{"name":"drag_and_drop","args":{"x":1,"y":2,"destination_x":3,"destination_y":4}}`, action{Kind: actDrag, X: 1, Y: 2, X2: 3, Y2: 4, HasXY: true}},
		{"google", `{"name":"navigate","args":{"url":"https://example.com"}}`, action{Kind: actGoto, URL: "https://example.com"}},
		{"google", `{"name":"go_forward","args":{}}`, action{Kind: actForward}},
		{"google", `{"name":"wait_5_seconds","args":{}}`, action{Kind: actWait, Wait: 5 * time.Second}},
	}
	for _, c := range cases {
		got, err := parse(c.vendor, c.in)
		if err != nil || got != c.want {
			t.Errorf("%s %s = %+v, %v; want %+v", c.vendor, c.in, got, err, c.want)
		}
	}
	for _, c := range []struct{ vendor, in string }{
		{"openai", `{"type":"teleport"}`},
		{"openai", `{"type":"drag","path":[{"x":1,"y":2}]}`},
		{"anthropic", `{"action":"scroll","scroll_direction":"sideways"}`},
		{"anthropic", `{"action":"zoom","region":[1,2]}`},
		{"google", `{"name":"search","args":{}}`},
		{"google", `{"name":"scroll_at","args":{"direction":"down"}}`},
	} {
		if _, err := parse(c.vendor, c.in); !errors.Is(err, ErrBadAction) {
			t.Errorf("%s %s: err %v, want ErrBadAction", c.vendor, c.in, err)
		}
	}
}

func parse(vendor, in string) (action, error) {
	switch vendor {
	case "openai":
		return openaiAction(json.RawMessage(in))
	case "anthropic":
		a, _, err := anthropicAction(json.RawMessage(in))
		return a, err
	}
	var fc struct {
		Name string         `json:"name"`
		Args map[string]any `json:"args"`
	}
	if err := json.Unmarshal([]byte(in), &fc); err != nil {
		return action{}, err
	}
	return googleAction(fc.Name, fc.Args)
}
