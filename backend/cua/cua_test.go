package cua_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/cua"
	"github.com/reprise-qa/reprise/backend/cua/cuatest"
	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// turn is one scripted model answer, computed when the request arrives
// (so it aims at the page as it is then).
type turn func() cuatest.Reply

// script answers the n-th request of a conversation with turns[n]; every
// answer reports 1500+50 tokens.
func script(turns ...turn) func(cuatest.Request) cuatest.Reply {
	return func(r cuatest.Request) cuatest.Reply {
		if r.Turn >= len(turns) {
			return cuatest.Reply{Text: "I am stuck.", InputTokens: 1500, OutputTokens: 50}
		}
		rep := turns[r.Turn]()
		rep.InputTokens, rep.OutputTokens = 1500, 50
		return rep
	}
}

func calls(cs ...cuatest.Call) turn {
	return func() cuatest.Reply { return cuatest.Reply{Calls: cs} }
}

// loginTurns signs in on the demo login page, each vendor in its own
// vocabulary: OpenAI batches a click and typing in one computer_call and
// meets a safety check, Anthropic types a newline to submit, Gemini types
// at points and presses Enter with type_text_at. The password is typed as
// its placeholder, as a model that never saw the secret does.
func loginTurns(p pilot) []turn {
	switch p.v {
	case cuatest.OpenAI:
		return []turn{
			func() cuatest.Reply {
				return cuatest.Reply{Text: "I'll sign in.", Calls: []cuatest.Call{{Actions: []map[string]any{p.click("#email").Args, p.typeText("ann@example.com").Args}}}}
			},
			func() cuatest.Reply {
				c := p.click("#password")
				c.SafetyCheck = "The page asks for a password."
				return cuatest.Reply{Calls: []cuatest.Call{c}}
			},
			func() cuatest.Reply { return cuatest.Reply{Calls: []cuatest.Call{p.typeText("{{password}}")}} },
			calls(cuatest.Call{Args: map[string]any{"type": "keypress", "keys": []string{"ENTER"}}}),
			calls(closeCall(true, "Signed in; the dashboard welcomes ann@example.com")),
		}
	case cuatest.Anthropic:
		return []turn{
			func() cuatest.Reply { return cuatest.Reply{Calls: []cuatest.Call{p.click("#email")}} },
			calls(p.typeText("ann@example.com")),
			func() cuatest.Reply { return cuatest.Reply{Calls: []cuatest.Call{p.click("#password")}} },
			calls(p.typeText("{{password}}\n")),
			calls(closeCall(true, "Signed in")),
		}
	}
	return []turn{
		func() cuatest.Reply {
			x, y := p.at("#email")
			return cuatest.Reply{Calls: []cuatest.Call{{Name: "type_text_at", Args: map[string]any{"x": x, "y": y, "text": "ann@example.com", "press_enter": false}}}}
		},
		func() cuatest.Reply {
			x, y := p.at("#password")
			return cuatest.Reply{Calls: []cuatest.Call{{Name: "type_text_at", Args: map[string]any{"x": x, "y": y, "text": "{{password}}", "press_enter": true},
				SafetyCheck: "The page asks for a password."}}}
		},
		calls(closeCall(true, "Signed in")),
	}
}

// loginSteps are the steps each vendor's login run records.
var loginSteps = map[cuatest.Vendor][]string{
	cuatest.OpenAI:    {`click textbox "Email"`, `fill textbox "Email" {{user}}`, `click textbox "Password"`, `fill textbox "Password" {{password}}`, `press textbox "Password" Enter`},
	cuatest.Anthropic: {`click textbox "Email"`, `fill textbox "Email" {{user}}`, `click textbox "Password"`, `fill textbox "Password" {{password}}`, `press textbox "Password" Enter`},
	cuatest.Google:    {`fill textbox "Email" {{user}}`, `fill textbox "Password" {{password}}`, `press textbox "Password" Enter`},
}

// stepLine is how a test compares recorded steps: the action, the element
// and the value.
func stepLine(s trajectory.Step) string {
	line := string(s.Action)
	if s.Target != nil {
		line += fmt.Sprintf(" %s %q", s.Target.Fingerprint.Role, s.Target.Fingerprint.Name)
	}
	if v := s.Value + s.Key + s.URL; v != "" {
		line += " " + v
	}
	return line
}

func stepLines(steps []trajectory.Step) []string {
	var out []string
	for _, s := range steps {
		out = append(out, stepLine(s))
	}
	return out
}

// TestLoginByPixelsThenCacheHit is the acceptance test, per
// vendor and at two viewport sizes: a scripted computer-use model signs in
// on the demo login page by pixels through the vendor's real SDK; the page
// is signed in, the steps are recorded by locator on the same elements at
// both sizes, and a second run of the goal replays from the agent cache
// with zero model calls.
func TestLoginByPixelsThenCacheHit(t *testing.T) {
	want := loginSteps
	// Screenshots sent: the first, and one after each computer call.
	wantShots := map[cuatest.Vendor]int{cuatest.OpenAI: 5, cuatest.Anthropic: 5, cuatest.Google: 3}
	const goal = "sign in as {{user}}"
	for _, v := range vendors {
		t.Run(string(v), func(t *testing.T) {
			var first []trajectory.Step
			for _, vp := range [][2]int{{1280, 800}, {1024, 640}} {
				store, err := cache.Open(t.TempDir(), cache.Options{})
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { _ = store.Close() })
				a, page := newAgent(t, "/login.html", vp[0], vp[1], loginVars, loginVals)
				p := pilot{t: t, v: v, page: page}
				conf := &confirmAll{}
				d, srv := newDriver(t, v, cua.Options{Confirm: conf.confirm}, script(loginTurns(p)...))
				var events []string
				res, err := a.Execute(context.Background(), goal, agent.ExecuteOptions{Driver: d, Cache: store,
					OnEvent: func(e agent.Event) { events = append(events, e.Type) }})
				if err != nil || !res.Success || !res.Stored || res.CacheHit {
					t.Fatalf("%dx%d: %+v %v", vp[0], vp[1], res, err)
				}
				if got, _ := page.Locator("#welcome").InnerText(); got != "Welcome, ann@example.com" {
					t.Errorf("%dx%d: dashboard says %q", vp[0], vp[1], got)
				}
				reqs := srv.Requests()
				if res.ModelCalls != len(reqs) || res.Usage.PromptTokens != 1500*len(reqs) || res.Usage.CostUSD <= 0 {
					t.Errorf("%dx%d: %d model calls, usage %+v for %d requests", vp[0], vp[1], res.ModelCalls, res.Usage, len(reqs))
				}
				for _, e := range []string{agent.EventStepStarted, agent.EventToolCall, agent.EventToolResult, agent.EventUsage, agent.EventStepFinished, agent.EventDone} {
					if !strings.Contains(strings.Join(events, " "), e) {
						t.Errorf("no %s event in %v", e, events)
					}
				}
				steps := res.Trajectory.Steps
				if got := stepLines(steps); strings.Join(got, "\n") != strings.Join(want[v], "\n") {
					t.Fatalf("%dx%d: recorded\n  %s\nwant\n  %s", vp[0], vp[1], strings.Join(got, "\n  "), strings.Join(want[v], "\n  "))
				}
				for _, s := range steps {
					if len(s.Target.Candidates) == 0 {
						t.Errorf("step %q has no locator candidates", stepLine(s))
					}
				}
				// The same elements, found by the same locators, at both sizes.
				if first == nil {
					first = steps
				} else {
					for i := range steps {
						if a, b := steps[i].Target.Candidates[0], first[i].Target.Candidates[0]; a != b {
							t.Errorf("step %d: locator %v at %dx%d, %v at 1280x800", i+1, a, vp[0], vp[1], b)
						}
					}
				}
				// Screenshots were really sent, at the viewport's size, and
				// show the page changing.
				shots := srv.Screenshots()
				if len(shots) != wantShots[v] {
					t.Errorf("%d screenshots sent, want %d", len(shots), wantShots[v])
				}
				for i, s := range shots {
					if s.Width != vp[0] || s.Height != vp[1] {
						t.Errorf("screenshot %d is %dx%d, want %dx%d", i+1, s.Width, s.Height, vp[0], vp[1])
					}
				}
				if len(shots) > 1 && bytes.Equal(shots[0].Data, shots[len(shots)-1].Data) {
					t.Errorf("the last screenshot equals the first: the page did not change on screen")
				}
				for i, r := range reqs {
					if len(r.Images) > agent.DefaultKeepImages {
						t.Errorf("request %d carries %d screenshots, want at most the latest %d", i+1, len(r.Images), agent.DefaultKeepImages)
					}
					if strings.Contains(r.System+strings.Join(r.UserTexts, " ")+r.Goal, "secret123") {
						t.Errorf("request %d shows the secret to the model", i+1)
					}
				}
				if v != cuatest.Anthropic && len(conf.checks) != 1 {
					t.Errorf("safety checks confirmed: %+v, want one", conf.checks)
				}

				// The same goal again: replayed from the agent cache with zero
				// model calls, for another user.
				b, page2 := newAgent(t, "/login.html", vp[0], vp[1], loginVars, map[string]string{"user": "bob@example.com", "password": "secret123"})
				again, err := b.Execute(context.Background(), goal, agent.ExecuteOptions{Driver: d, Cache: store})
				if err != nil || !again.CacheHit || !again.Success || again.ModelCalls != 0 || len(srv.Requests()) != len(reqs) {
					t.Fatalf("cached run: %+v %v (%d new requests)", again, err, len(srv.Requests())-len(reqs))
				}
				if got, _ := page2.Locator("#welcome").InnerText(); got != "Welcome, bob@example.com" {
					t.Errorf("cached run: dashboard says %q", got)
				}
				t.Logf("%s %dx%d: live %d calls, %d+%d tokens, $%.4f, %d ms; cached %d calls, %d ms", v, vp[0], vp[1],
					res.ModelCalls, res.Usage.PromptTokens, res.Usage.CompletionTokens, res.Usage.CostUSD, res.DurationMS, again.ModelCalls, again.DurationMS)
			}
		})
	}
}

// TestSafetyCheckDeclinedStopsBeforeActing: without Options.Confirm a
// safety check ends the run before its action is performed.
func TestSafetyCheckDeclinedStopsBeforeActing(t *testing.T) {
	for _, v := range []cuatest.Vendor{cuatest.OpenAI, cuatest.Google} {
		t.Run(string(v), func(t *testing.T) {
			a, page := newAgent(t, "/login.html", 1280, 800, loginVars, loginVals)
			p := pilot{t: t, v: v, page: page}
			d, _ := newDriver(t, v, cua.Options{}, script(func() cuatest.Reply {
				c := p.click("#email")
				c.SafetyCheck = "The page looks like a phishing site."
				return cuatest.Reply{Calls: []cuatest.Call{c}}
			}))
			res, err := a.Execute(context.Background(), "sign in", agent.ExecuteOptions{Driver: d})
			if !errors.Is(err, cua.ErrSafetyDeclined) || !strings.Contains(err.Error(), "phishing") || res.Success {
				t.Fatalf("err %v, result %+v; want ErrSafetyDeclined with the explanation", err, res)
			}
			if n := len(res.Trajectory.Steps); n != 0 {
				t.Errorf("%d steps recorded; the action must not run", n)
			}
		})
	}
}

// TestVendorErrorsAreMapped: a refused key is llm.ErrAuth, without the key.
func TestVendorErrorsAreMapped(t *testing.T) {
	for _, v := range vendors {
		t.Run(string(v), func(t *testing.T) {
			a, _ := newAgent(t, "/login.html", 1280, 800, nil, nil)
			d, _ := newDriver(t, v, cua.Options{}, func(cuatest.Request) cuatest.Reply {
				return cuatest.Reply{Status: 401, Text: "invalid x-api-key test-key-not-real"}
			})
			_, err := a.Execute(context.Background(), "sign in", agent.ExecuteOptions{Driver: d})
			if !errors.Is(err, llm.ErrAuth) || strings.Contains(err.Error(), "test-key-not-real") {
				t.Fatalf("err %v; want ErrAuth without the key", err)
			}
		})
	}
}

// coupon is a custom function tool the shop runs offer; a replay may call
// it again.
func coupon(lookups *int) agent.Tool {
	return agent.Tool{Name: "lookupCoupon", Description: "Look a coupon code up.", Replayable: true,
		Parameters: []byte(`{"type":"object","properties":{"code":{"type":"string"}},"required":["code"]}`),
		Run: func(context.Context, json.RawMessage) (string, error) {
			*lookups++
			return "SCARF10: 10% off scarves", nil
		}}
}

// shopTurns adds the cotton scarf to the cart and opens the cart: a custom
// tool call and a scroll in one answer, then a click on the product's
// button, a scroll back up and the cart link. OpenAI hovers and clicks in
// one batched call; Anthropic moves the pointer and clicks where it is;
// Gemini scrolls at a point, then navigates to the cart, back and forward.
func shopTurns(p pilot) []turn {
	const button = `[data-product-id="cotton-scarf"] button`
	lookup := cuatest.Call{Name: "lookupCoupon", Args: map[string]any{"code": "SCARF10"}}
	first := func() cuatest.Reply { return cuatest.Reply{Calls: []cuatest.Call{lookup, p.scroll("#products", 200)}} }
	switch p.v {
	case cuatest.OpenAI:
		return []turn{first,
			func() cuatest.Reply {
				return cuatest.Reply{Calls: []cuatest.Call{{Actions: []map[string]any{
					{"type": "move", "x": must(p.at(button))[0], "y": must(p.at(button))[1]}, p.click(button).Args}}}}
			},
			func() cuatest.Reply { return cuatest.Reply{Calls: []cuatest.Call{p.scroll("#products", -200)}} },
			func() cuatest.Reply { return cuatest.Reply{Calls: []cuatest.Call{p.click("[data-testid=cart-link]")}} },
			calls(closeCall(true, "The cotton scarf is in the cart")),
		}
	case cuatest.Anthropic:
		return []turn{first,
			func() cuatest.Reply {
				x, y := p.at(button)
				return cuatest.Reply{Calls: []cuatest.Call{{Args: map[string]any{"action": "mouse_move", "coordinate": []int{x, y}}}}}
			},
			calls(cuatest.Call{Args: map[string]any{"action": "left_click"}}),
			func() cuatest.Reply { return cuatest.Reply{Calls: []cuatest.Call{p.scroll("#products", -200)}} },
			func() cuatest.Reply { return cuatest.Reply{Calls: []cuatest.Call{p.click("[data-testid=cart-link]")}} },
			calls(closeCall(true, "The cotton scarf is in the cart")),
		}
	}
	return []turn{first,
		func() cuatest.Reply { return cuatest.Reply{Calls: []cuatest.Call{p.click(button)}} },
		calls(cuatest.Call{Name: "scroll_document", Args: map[string]any{"direction": "up"}}),
		calls(cuatest.Call{Name: "navigate", Args: map[string]any{"url": demo(p.t).URL() + "/cart.html"}}),
		calls(cuatest.Call{Name: "go_back", Args: map[string]any{}}),
		calls(cuatest.Call{Name: "go_forward", Args: map[string]any{}}),
		calls(closeCall(true, "The cotton scarf is in the cart")),
	}
}

func must(x, y int) [2]int { return [2]int{x, y} }

// TestShopByPixelsThenCacheHit: each vendor adds the cotton scarf to the
// cart on the demo shop — scrolling, hovering, clicking, navigating and
// calling a custom tool — and the run replays from the cache with zero
// model calls, calling the replayable tool again.
func TestShopByPixelsThenCacheHit(t *testing.T) {
	want := map[cuatest.Vendor][]string{
		cuatest.OpenAI:    {"tool", "scroll 200", `hover button "Add to cart"`, `click button "Add to cart"`, "scroll -200", `click link "Cart (1)"`},
		cuatest.Anthropic: {"tool", "scroll 200", `hover button "Add to cart"`, `click button "Add to cart"`, "scroll -200", `click link "Cart (1)"`},
		cuatest.Google:    {"tool", "scroll 200", `click button "Add to cart"`, "scroll -480", "goto /cart.html", "navigate-back", "navigate-forward"},
	}
	for _, v := range vendors {
		t.Run(string(v), func(t *testing.T) {
			store, err := cache.Open(t.TempDir(), cache.Options{})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = store.Close() })
			lookups := 0
			tools := []agent.Tool{coupon(&lookups)}
			a, page := newAgent(t, "/shop.html", 1024, 640, nil, nil)
			d, srv := newDriver(t, v, cua.Options{}, script(shopTurns(pilot{t: t, v: v, page: page})...))
			const goal = "add the cotton scarf to the cart and open the cart"
			res, err := a.Execute(context.Background(), goal, agent.ExecuteOptions{Driver: d, Cache: store, Tools: tools})
			if err != nil || !res.Success || !res.Stored {
				t.Fatalf("%+v %v", res, err)
			}
			checkCart(t, page)
			var got []string
			for _, s := range res.Trajectory.Steps {
				line := stepLine(s)
				switch s.Action {
				case trajectory.ActionTool:
					line = "tool"
				case trajectory.ActionScroll:
					line = fmt.Sprintf("scroll %d", s.DeltaY)
				case trajectory.ActionGoto:
					line = "goto " + strings.TrimPrefix(s.URL, demo(t).URL())
				}
				got = append(got, line)
			}
			if strings.Join(got, "\n") != strings.Join(want[v], "\n") {
				t.Fatalf("recorded\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(want[v], "\n  "))
			}
			for _, s := range res.Trajectory.Steps {
				if s.Target != nil && s.Target.Fingerprint.Name == "Add to cart" && !strings.Contains(s.Target.Fingerprint.Context, "Cotton Scarf") {
					t.Errorf("step %q is not on the cotton scarf's button (context %q)", stepLine(s), s.Target.Fingerprint.Context)
				}
			}
			first := srv.Requests()[0]
			if !strings.Contains(strings.Join(first.Functions, " "), "lookupCoupon") || lookups != 1 {
				t.Errorf("functions declared %v, lookups %d", first.Functions, lookups)
			}
			second := srv.Requests()[1]
			if len(second.Outputs) != 2 || !strings.Contains(second.Outputs[0].Text+second.Outputs[1].Text, "10% off") {
				t.Errorf("the tool's output was not sent back: %+v", second.Outputs)
			}

			n := len(srv.Requests())
			b, page2 := newAgent(t, "/shop.html", 1280, 800, nil, nil)
			again, err := b.Execute(context.Background(), goal, agent.ExecuteOptions{Driver: d, Cache: store, Tools: tools})
			if err != nil || !again.CacheHit || !again.Success || again.ModelCalls != 0 || len(srv.Requests()) != n || lookups != 2 {
				t.Fatalf("cached run: %+v %v (%d new requests, %d lookups)", again, err, len(srv.Requests())-n, lookups)
			}
			checkCart(t, page2)
		})
	}
}

// checkCart checks that the page shows the cart holding the cotton scarf.
func checkCart(t *testing.T, page playwright.Page) {
	t.Helper()
	if !strings.HasSuffix(page.URL(), "/cart.html") {
		t.Errorf("at %s, want the cart", page.URL())
	}
	v, _ := page.Evaluate(`() => localStorage.getItem("reprise-demo-cart")`)
	if s, _ := v.(string); !strings.Contains(s, "cotton-scarf") || strings.Count(s, "scarf") != 1 {
		t.Errorf("cart holds %v, want the cotton scarf alone", v)
	}
}

// TestCacheKeyChangesWhenAToolIsAdded: a computer-use run stored without
// custom tools is not replayed for a run that offers one; the second run
// goes live and is stored under its own key, naming the tool.
func TestCacheKeyChangesWhenAToolIsAdded(t *testing.T) {
	store, err := cache.Open(t.TempDir(), cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = store.Close() })
	var keys []string
	for i, tools := range [][]agent.Tool{nil, {coupon(new(int))}} {
		a, page := newAgent(t, "/login.html", 1280, 800, loginVars, loginVals)
		p := pilot{t: t, v: cuatest.OpenAI, page: page}
		conf := &confirmAll{}
		d, _ := newDriver(t, cuatest.OpenAI, cua.Options{Confirm: conf.confirm}, script(loginTurns(p)...))
		res, err := a.Execute(context.Background(), "sign in as {{user}}", agent.ExecuteOptions{Driver: d, Cache: store, Tools: tools})
		if err != nil || !res.Success || res.CacheHit || !res.Stored {
			t.Fatalf("run %d with %d custom tools: hit %v, stored %v, %v; want a live run stored", i+1, len(tools), res.CacheHit, res.Stored, err)
		}
		keys = append(keys, res.CacheKey)
	}
	if keys[0] == keys[1] {
		t.Fatalf("adding a tool kept the key %s", keys[0])
	}
	list, err := store.ListEntries()
	if err != nil || len(list.Entries) != 2 {
		t.Fatalf("entries %+v %v", list, err)
	}
	for _, e := range list.Entries {
		if e.Source != "agent-cua" {
			t.Errorf("entry %s source %q, want agent-cua", e.ID, e.Source)
		}
		if e.Key == keys[1] && !slices.Contains(e.Tools, "lookupCoupon") {
			t.Errorf("the key's tools %v do not name the custom tool", e.Tools)
		}
	}
}
