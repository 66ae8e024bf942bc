package importer

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Scores given to imported locators, on Playwright's scale as the
// recorder uses it (lower ranks first).
var kindScore = map[trajectory.LocatorKind]int{
	trajectory.LocTestID: 1, trajectory.LocRole: 100, trajectory.LocPlaceholder: 120,
	trajectory.LocLabel: 140, trajectory.LocAltText: 160, trajectory.LocText: 180,
	trajectory.LocTitle: 200, trajectory.LocCSS: 10000000, trajectory.LocXPath: 10000001,
}

func scored(l trajectory.Locator) trajectory.Locator {
	l.Score = kindScore[l.Kind]
	if l.Kind == trajectory.LocCSS && cssIDOnly.MatchString(l.Value) {
		l.Score = 500
	}
	return l
}

var cssIDOnly = regexp.MustCompile(`^#[A-Za-z_][\w-]*$`)

// testIDAttrs are the test id attributes the recorder knows.
var testIDAttrs = map[string]bool{"data-testid": true, "data-test": true, "data-qa": true, "data-cy": true,
	"data-test-id": true, "data-qa-id": true, "data-testing": true}

// attrSelector matches a CSS selector that is one attribute equality,
// [name="value"], with the value quoted as the exporter writes it.
var attrSelector = regexp.MustCompile(`^\[([a-z][a-z0-9-]*)=("(?:[^"\\]|\\.)*")\]$`)

// unquoteCSS undoes the exporter's CSS string quoting.
func unquoteCSS(q string) (string, bool) {
	if len(q) < 2 || q[0] != '"' || q[len(q)-1] != '"' {
		return "", false
	}
	q = q[1 : len(q)-1]
	var b strings.Builder
	for i := 0; i < len(q); i++ {
		c := q[i]
		if c != '\\' {
			b.WriteByte(c)
			continue
		}
		if i+1 >= len(q) {
			return "", false
		}
		i++
		switch {
		case q[i] == 'a' && strings.HasPrefix(q[i:], "a "):
			b.WriteByte('\n')
			i++
		case q[i] == 'd' && strings.HasPrefix(q[i:], "d "):
			b.WriteByte('\r')
			i++
		default:
			b.WriteByte(q[i])
		}
	}
	return b.String(), true
}

// cssLocator reads a CSS selector, recognising the attribute selectors the
// exporter writes for test ids, placeholders, alt texts and titles.
func cssLocator(css string) trajectory.Locator {
	if m := attrSelector.FindStringSubmatch(css); m != nil {
		if v, ok := unquoteCSS(m[2]); ok && v != "" {
			switch {
			case testIDAttrs[m[1]]:
				return scored(trajectory.Locator{Kind: trajectory.LocTestID, Attr: m[1], Value: v})
			case m[1] == "placeholder":
				return scored(trajectory.Locator{Kind: trajectory.LocPlaceholder, Value: v})
			case m[1] == "alt":
				return scored(trajectory.Locator{Kind: trajectory.LocAltText, Value: v})
			case m[1] == "title":
				return scored(trajectory.Locator{Kind: trajectory.LocTitle, Value: v})
			}
		}
	}
	return scored(trajectory.Locator{Kind: trajectory.LocCSS, Value: css})
}

// xpathSteps splits an absolute XPath into its location steps, keeping
// predicates (which may hold slashes) whole. An empty step stands for a
// "//" descendant hop.
func xpathSteps(x string) []string {
	var steps []string
	depth, quote := 0, byte(0)
	start := 0
	for i := 0; i < len(x); i++ {
		c := x[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '[' || c == '(':
			depth++
		case c == ']' || c == ')':
			if depth > 0 {
				depth--
			}
		case c == '/' && depth == 0:
			if i > start || i > 0 {
				steps = append(steps, x[start:i])
			}
			start = i + 1
		}
	}
	steps = append(steps, x[start:])
	if len(steps) > 0 && steps[0] == "" && strings.HasPrefix(x, "/") {
		steps = steps[1:]
	}
	return steps
}

// stepName is the element name of an XPath step ("input[1]" → "input").
func stepName(step string) string {
	if i := strings.IndexAny(step, "[("); i >= 0 {
		step = step[:i]
	}
	return strings.ToLower(strings.TrimSpace(step))
}

// splitFrames splits an absolute XPath that crosses iframes (Stagehand
// writes ".../iframe[1]/html[1]/...") into the iframes' XPath selectors and
// the XPath inside the innermost frame. shadow reports a "//" hop into a
// shadow root, which XPath cannot follow on replay.
func splitFrames(x string) (frames []trajectory.FrameRef, inner string, shadow bool) {
	x = strings.TrimSpace(x)
	if !strings.HasPrefix(x, "/") {
		return nil, x, false
	}
	steps := xpathSteps(x)
	begin := 0
	for i := 0; i+1 < len(steps); i++ {
		if n := stepName(steps[i]); (n == "iframe" || n == "frame") && stepName(steps[i+1]) == "html" {
			frames = append(frames, trajectory.FrameRef{Selector: "xpath=/" + strings.Join(steps[begin:i+1], "/")})
			begin = i + 1
		}
	}
	inner = "/" + strings.Join(steps[begin:], "/")
	for _, s := range steps[begin:] {
		if s == "" {
			shadow = true
		}
	}
	if strings.HasSuffix(inner, "/") && len(inner) > 1 {
		inner = strings.TrimSuffix(inner, "/")
	}
	return frames, inner, shadow
}

// roleTags is the tag (and input type) an ARIA role most often belongs to.
var roleTags = map[string][2]string{
	"button": {"button", ""}, "link": {"a", ""}, "textbox": {"input", ""}, "searchbox": {"input", "search"},
	"checkbox": {"input", "checkbox"}, "radio": {"input", "radio"}, "combobox": {"select", ""},
	"listbox": {"select", ""}, "img": {"img", ""}, "heading": {"h1", ""}, "option": {"option", ""},
	"slider": {"input", "range"}, "spinbutton": {"input", "number"}, "list": {"ul", ""},
	"listitem": {"li", ""}, "table": {"table", ""}, "row": {"tr", ""}, "cell": {"td", ""},
	"navigation": {"nav", ""}, "main": {"main", ""}, "form": {"form", ""}, "dialog": {"dialog", ""},
	"paragraph": {"p", ""}, "textarea": {"textarea", ""},
}

var cssTag = regexp.MustCompile(`^([A-Za-z][A-Za-z0-9-]*)`)

// selType and selRole read an element's type and role from a CSS
// compound ("input[type=radio]", "[role='checkbox']") or an XPath step
// ("input[@type='radio']").
var (
	selType = regexp.MustCompile(`(?i)\[\s*@?type\s*=\s*["']?([a-z-]+)`)
	selRole = regexp.MustCompile(`(?i)\[\s*@?role\s*=\s*["']?([a-z-]+)`)
)
var cssID = regexp.MustCompile(`#([A-Za-z_][\w-]*)`)

// lastCompound returns the last compound selector of a CSS selector.
func lastCompound(css string) string {
	depth, quote := 0, byte(0)
	last := 0
	for i := 0; i < len(css); i++ {
		c := css[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '[' || c == '(':
			depth++
		case c == ']' || c == ')':
			if depth > 0 {
				depth--
			}
		case depth == 0 && (c == ' ' || c == '>' || c == '+' || c == '~'):
			last = i + 1
		}
	}
	return strings.TrimSpace(css[last:])
}

// inferFingerprint builds the fingerprint an imported step is checked
// against on replay from what its locators say about the element; formats
// without element data give nothing better. Actions hint at the tag when
// no locator names one.
func inferFingerprint(cands []trajectory.Locator, action trajectory.Action) trajectory.Fingerprint {
	// A guess: replay learns the real fingerprint on the first run.
	fp := trajectory.Fingerprint{Unverified: true}
	attrs := map[string]string{}
	for _, c := range cands {
		switch c.Kind {
		case trajectory.LocRole:
			if fp.Role == "" {
				fp.Role, fp.Name = c.Role, c.Name
				if tt, ok := roleTags[c.Role]; ok && fp.Tag == "" {
					fp.Tag = tt[0]
					if tt[1] != "" {
						attrs["type"] = tt[1]
					}
				}
			}
		case trajectory.LocLabel:
			if fp.Name == "" {
				fp.Name = c.Value
			}
		case trajectory.LocText:
			if fp.Text == "" {
				fp.Text = c.Value
			}
		case trajectory.LocTestID:
			attrs[c.Attr] = c.Value
		case trajectory.LocPlaceholder:
			attrs["placeholder"] = c.Value
		case trajectory.LocCSS:
			comp := lastCompound(c.Value)
			if m := cssTag.FindStringSubmatch(comp); m != nil {
				fp.Tag = strings.ToLower(m[1])
			}
			if m := cssID.FindStringSubmatch(comp); m != nil {
				attrs["id"] = m[1]
			}
			selectorHints(comp, &fp, attrs)
		case trajectory.LocXPath:
			steps := xpathSteps(c.Value)
			if len(steps) > 0 {
				if n := stepName(steps[len(steps)-1]); n != "" && n != "*" && !strings.ContainsAny(n, "@:.") {
					fp.Tag = n
				}
				selectorHints(steps[len(steps)-1], &fp, attrs)
			}
		}
	}
	if fp.Tag == "" && fp.Name != "" && fp.Role == "" {
		// A label names a form field.
		fp.Tag = "input"
	}
	if fp.Tag == "" {
		switch action {
		case trajectory.ActionFill, trajectory.ActionType:
			fp.Tag = "input"
		case trajectory.ActionSelect:
			fp.Tag = "select"
		case trajectory.ActionCheck, trajectory.ActionUncheck:
			fp.Tag = "input"
			if attrs["type"] == "" {
				attrs["type"] = "checkbox"
			}
		default:
			fp.Tag = "*"
		}
	}
	if fp.Tag != "input" {
		delete(attrs, "type")
	}
	if fp.Role == "" && (fp.Tag != "input" || attrs["type"] != "" || action == trajectory.ActionFill || action == trajectory.ActionType || action == trajectory.ActionPress) {
		// An input of unknown type is a text box only when text is typed
		// into it (or keys pressed in it): clicked, it may as well be a
		// radio button or a checkbox, and no role beats a wrong one.
		fp.Role = implicitRole(fp.Tag, attrs["type"])
	}
	if len(attrs) > 0 {
		fp.Attrs = attrs
	}
	return fp
}

// selectorHints reads the type and role a selector's last part gives its
// element into fp and attrs, when no earlier locator said.
func selectorHints(part string, fp *trajectory.Fingerprint, attrs map[string]string) {
	if m := selType.FindStringSubmatch(part); m != nil && attrs["type"] == "" {
		attrs["type"] = strings.ToLower(m[1])
	}
	if m := selRole.FindStringSubmatch(part); m != nil && fp.Role == "" {
		fp.Role = strings.ToLower(m[1])
	}
}

// target builds a target from candidates, or nil when there are none.
func target(cands []trajectory.Locator, frames []trajectory.FrameRef, action trajectory.Action) *trajectory.Target {
	cands = dedupe(cands)
	if len(cands) == 0 {
		return nil
	}
	return &trajectory.Target{Candidates: cands, Frames: frames, Fingerprint: inferFingerprint(cands, action)}
}

func dedupe(cands []trajectory.Locator) []trajectory.Locator {
	seen := map[string]bool{}
	out := cands[:0:0]
	for _, c := range cands {
		k := fmt.Sprintf("%s\x00%s\x00%s\x00%s\x00%s", c.Kind, c.Value, c.Attr, c.Role, c.Name)
		if !seen[k] {
			seen[k] = true
			out = append(out, c)
		}
	}
	return out
}

// playwrightKey turns key names other tools use (xdotool's "Return",
// "ctrl+a") into Playwright's ("Enter", "Control+a").
func playwrightKey(k string) string {
	parts := strings.Split(k, "+")
	for i, p := range parts {
		switch strings.ToLower(strings.TrimSpace(p)) {
		case "return", "enter", "kp_enter":
			parts[i] = "Enter"
		case "ctrl", "control":
			parts[i] = "Control"
		case "cmd", "command", "super", "meta", "win":
			parts[i] = "Meta"
		case "alt", "option":
			parts[i] = "Alt"
		case "shift":
			parts[i] = "Shift"
		case "esc", "escape":
			parts[i] = "Escape"
		case "tab":
			parts[i] = "Tab"
		case "space":
			parts[i] = "Space"
		case "backspace":
			parts[i] = "Backspace"
		case "delete", "del":
			parts[i] = "Delete"
		case "up":
			parts[i] = "ArrowUp"
		case "down":
			parts[i] = "ArrowDown"
		case "left":
			parts[i] = "ArrowLeft"
		case "right":
			parts[i] = "ArrowRight"
		case "page_up", "pageup":
			parts[i] = "PageUp"
		case "page_down", "pagedown":
			parts[i] = "PageDown"
		case "home":
			parts[i] = "Home"
		case "end":
			parts[i] = "End"
		default:
			parts[i] = strings.TrimSpace(p)
		}
	}
	return strings.Join(parts, "+")
}

// percentVars turns Stagehand's %name% variables into {{name}}.
var percentVar = regexp.MustCompile(`%([A-Za-z_][A-Za-z0-9_-]*)%`)

func percentVars(s string) string { return percentVar.ReplaceAllString(s, "{{$1}}") }

// validVar reports whether name can be a Reprise variable name.
var validVar = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_-]*$`)

// implicitRole is the ARIA role an element of tag (and input type) has
// without a role attribute, or "" when it has none worth checking.
func implicitRole(tag, typ string) string {
	switch tag {
	case "button":
		return "button"
	case "a":
		return "link"
	case "select":
		return "combobox"
	case "textarea":
		return "textbox"
	case "img":
		return "img"
	case "h1", "h2", "h3", "h4", "h5", "h6":
		return "heading"
	case "input":
		switch typ {
		case "", "text", "email", "password", "tel", "url":
			return "textbox"
		case "search":
			return "searchbox"
		case "checkbox", "radio":
			return typ
		case "number":
			return "spinbutton"
		case "range":
			return "slider"
		case "submit", "button", "reset", "image":
			return "button"
		}
	}
	return ""
}
