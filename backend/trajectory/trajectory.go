// Package trajectory defines Reprise's one data model for a recorded
// browser flow: a trajectory is an ordered list of steps, each with the
// natural-language instruction it came from, the action it performs, its
// arguments (with {{var}} placeholders) and, for element actions, a target
// made of ranked locator candidates plus a fingerprint of the element.
//
// The same value travels from the recorder to the store, the editor, the
// replay engine and the exporters. Its JSON form is versioned (see
// FormatVersion and schema/trajectory.schema.json) so trajectories can be
// committed to git and shared.
package trajectory

import (
	"encoding/json"
	"fmt"
	"net/url"
	"time"
)

// FormatVersion is the version of the JSON form written by this package.
// Load accepts files with this version only.
const FormatVersion = 1

// Trajectory is a recorded browser flow.
type Trajectory struct {
	// Version is the JSON format version (FormatVersion).
	Version int `json:"version"`
	// ID identifies the trajectory in a store; it survives revisions.
	ID string `json:"id"`
	// Name is a human title such as "Log in and check out".
	Name string `json:"name"`
	// StartURL is where a replay begins, before the first step.
	StartURL string `json:"startUrl"`
	// AllowedOrigins are origins the flow may visit besides its start
	// URL's site, e.g. a payment provider's "https://pay.example.net"
	// (see backend/navpolicy).
	AllowedOrigins []string `json:"allowedOrigins,omitempty"`
	// Variables are the named inputs steps refer to as {{name}}.
	Variables []Variable `json:"variables,omitempty"`
	// Steps run in order.
	Steps []Step `json:"steps"`
	// Revision counts saves; every save in a store is a new revision.
	Revision int `json:"revision"`
	// CreatedAt is when the first revision was made.
	CreatedAt time.Time `json:"createdAt"`
	// UpdatedAt is when this revision was made.
	UpdatedAt time.Time `json:"updatedAt"`
	// Source says how the trajectory came to be.
	Source Source `json:"source"`
	// Tags group trajectories in the library.
	Tags []string `json:"tags,omitempty"`
}

// Source records how a trajectory was produced.
type Source struct {
	// Kind is one of "record", "agent", "import" or "manual".
	Kind string `json:"kind"`
	// Model is the model string that resolved instructions ("local" for
	// the offline resolver), when one was used.
	Model string `json:"model,omitempty"`
	// Format names the imported file format for Kind "import".
	Format string `json:"format,omitempty"`
}

// Variable is a named input of a trajectory.
type Variable struct {
	// Name is referenced by steps as {{Name}}; letters, digits, '_' and '-'.
	Name string `json:"name"`
	// Default is used when a run supplies no value. Secret variables never
	// carry a default: their values are never stored.
	Default string `json:"default,omitempty"`
	// Secret marks values that must be masked and never persisted.
	Secret bool `json:"secret,omitempty"`
	// Description tells a user what to enter.
	Description string `json:"description,omitempty"`
}

// Action is what a step does.
type Action string

// The actions a step can perform.
const (
	ActionGoto          Action = "goto"
	ActionClick         Action = "click"
	ActionFill          Action = "fill"
	ActionType          Action = "type"
	ActionPress         Action = "press"
	ActionSelect        Action = "select"
	ActionCheck         Action = "check"
	ActionUncheck       Action = "uncheck"
	ActionHover         Action = "hover"
	ActionScroll        Action = "scroll"
	ActionWaitFor       Action = "wait-for"
	ActionBack          Action = "navigate-back"
	ActionForward       Action = "navigate-forward"
	ActionDragAndDrop   Action = "drag-and-drop"
	ActionAssertVisible Action = "assert-visible"
	ActionAssertText    Action = "assert-text"
	ActionAssertURL     Action = "assert-url"
	ActionAssertValue   Action = "assert-value"
	// ActionAssertChecked checks that a checkbox, radio or switch is
	// checked.
	ActionAssertChecked Action = "assert-checked"
	// ActionAssertCount checks how many elements the target's first
	// locator finds: Value is the number (no fingerprint check: the
	// elements counted are alike, not one recorded element).
	ActionAssertCount Action = "assert-count"
	// ActionExtract reads data off the page (Step.Extract says what and
	// where), so a replay returns fresh values, not recorded ones.
	ActionExtract Action = "extract"
	// ActionTool calls a custom tool of the agent (Step.Tool).
	ActionTool Action = "tool"
)

// actionSpec says which arguments an action needs.
type actionSpec struct {
	target   argNeed // Step.Target
	value    argNeed // Step.Value
	url      argNeed // Step.URL
	key      argNeed // Step.Key
	dropOnto argNeed // Step.DropTarget
	extract  argNeed // Step.Extract
	tool     argNeed // Step.Tool
}

type argNeed int

const (
	forbidden argNeed = iota
	optional
	required
)

var actionSpecs = map[Action]actionSpec{
	ActionGoto:          {url: required},
	ActionClick:         {target: required},
	ActionFill:          {target: required, value: required},
	ActionType:          {target: required, value: required},
	ActionPress:         {target: optional, key: required},
	ActionSelect:        {target: required, value: required},
	ActionCheck:         {target: required},
	ActionUncheck:       {target: required},
	ActionHover:         {target: required},
	ActionScroll:        {target: optional},
	ActionWaitFor:       {target: required},
	ActionBack:          {},
	ActionForward:       {},
	ActionDragAndDrop:   {target: required, dropOnto: required},
	ActionAssertVisible: {target: required},
	ActionAssertText:    {target: required, value: required},
	ActionAssertURL:     {url: required},
	ActionAssertValue:   {target: required, value: optional},
	ActionAssertChecked: {target: required},
	ActionAssertCount:   {target: required, value: required},
	ActionExtract:       {extract: required},
	ActionTool:          {tool: required},
}

// Actions lists every known action in a stable order.
func Actions() []Action {
	return []Action{ActionGoto, ActionClick, ActionFill, ActionType, ActionPress,
		ActionSelect, ActionCheck, ActionUncheck, ActionHover, ActionScroll,
		ActionWaitFor, ActionBack, ActionForward, ActionDragAndDrop,
		ActionAssertVisible, ActionAssertText, ActionAssertURL, ActionAssertValue,
		ActionExtract, ActionTool, ActionAssertChecked, ActionAssertCount}
}

// Known reports whether a is an action this version understands.
func (a Action) Known() bool { _, ok := actionSpecs[a]; return ok }

// NeedsTarget reports whether the action acts on an element.
func (a Action) NeedsTarget() bool { return actionSpecs[a].target == required }

// Step is one action of a trajectory.
type Step struct {
	// ID is unique within the trajectory and stable across edits.
	ID string `json:"id"`
	// Instruction is the natural-language sentence the step came from.
	Instruction string `json:"instruction,omitempty"`
	// Action is what the step does.
	Action Action `json:"action"`
	// Target is the element acted on, for element actions.
	Target *Target `json:"target,omitempty"`
	// DropTarget is where drag-and-drop releases the element.
	DropTarget *Target `json:"dropTarget,omitempty"`
	// Value is the text for fill/type, the option for select, the expected
	// text or value for assertions. May contain {{var}} placeholders.
	Value string `json:"value,omitempty"`
	// URL is the address for goto and the expected address for assert-url.
	// May contain {{var}} placeholders.
	URL string `json:"url,omitempty"`
	// Key is the key (Playwright key name, e.g. "Enter", "Control+A") for press.
	Key string `json:"key,omitempty"`
	// Match says how assertions compare: "exact", "contains" (default for
	// text and url) or "regex".
	Match string `json:"match,omitempty"`
	// DeltaX and DeltaY are the scroll distances in CSS pixels.
	DeltaX int `json:"deltaX,omitempty"`
	DeltaY int `json:"deltaY,omitempty"`
	// TimeoutMS bounds how long the step waits for its target; 0 means the
	// run's default.
	TimeoutMS int `json:"timeoutMs,omitempty"`
	// Disabled steps are kept but skipped on replay.
	Disabled bool `json:"disabled,omitempty"`
	// DelayMS holds the mouse button down this long on a click (click and
	// hold).
	DelayMS int `json:"delayMs,omitempty"`
	// Button is a click's mouse button: "left" (also ""), "right" or
	// "middle".
	Button string `json:"button,omitempty"`
	// ClickCount makes a click a double (2) or triple (3) click, one
	// gesture whose dblclick event handlers run; 0 means 1.
	ClickCount int `json:"clickCount,omitempty"`
	// Extract describes an extract step.
	Extract *Extract `json:"extract,omitempty"`
	// Tool describes a tool step.
	Tool *ToolCall `json:"tool,omitempty"`
	// Page is where the page was when the step was recorded, for a step
	// with a target: its address without query or fragment (PageOf),
	// secrets as placeholders. A replay that does not find the element
	// says where the page is instead. Empty for steps made otherwise.
	Page string `json:"page,omitempty"`
}

// PageOf is an address without its query and fragment (which carry
// tokens and per-run ids), as Step.Page keeps it; "" when u is not an
// absolute address.
func PageOf(u string) string {
	p, err := url.Parse(u)
	if err != nil || p.Scheme == "" || p.Host == "" {
		return ""
	}
	return p.Scheme + "://" + p.Host + p.EscapedPath()
}

// Extract is what an extract step reads: the question, the JSON Schema of
// the answer and, for each value of the recorded answer, the element it
// was read from. A replay reads each field's element on the live page, so
// the data is fresh and no model is needed; a step without fields (data
// that is not the text of one element) needs a model to run again.
type Extract struct {
	// Instruction is what was asked, e.g. "the order total".
	Instruction string `json:"instruction"`
	// Schema is the JSON Schema the answer matches; empty for free text.
	Schema json.RawMessage `json:"schema,omitempty"`
	// Fields bind the answer's values to elements.
	Fields []ExtractField `json:"fields,omitempty"`
	// Shape is the recorded answer with every bound value in place: a
	// replay copies it and overwrites the bound paths with what it reads.
	// It holds no variable values (the recorder templates them).
	Shape json.RawMessage `json:"shape,omitempty"`
}

// ExtractField binds one value of an extract answer to an element.
type ExtractField struct {
	// Path is the JSON pointer of the value in the answer, e.g. "/total"
	// or "/items/0/price".
	Path string `json:"path"`
	// Target finds the element whose text holds the value.
	Target Target `json:"target"`
	// Pattern is a regular expression with one group that picks the value
	// out of the element's text, e.g. `^Total: (.+)$`; empty means the
	// whole text.
	Pattern string `json:"pattern,omitempty"`
	// Type is the JSON type of the value: "string", "number", "integer"
	// or "boolean".
	Type string `json:"type"`
}

// ToolCall is a call of a custom agent tool.
type ToolCall struct {
	// Name is the tool's name.
	Name string `json:"name"`
	// Args are its arguments as JSON, {{var}} placeholders kept.
	Args json.RawMessage `json:"args,omitempty"`
	// Replayable says whether a replay may call the tool again. A replay
	// reaching a step whose tool is not replayable stops there and says
	// so (an agent hands over to the live model from that point).
	Replayable bool `json:"replayable"`
}

// Target identifies an element: ranked locators, the frame it lives in and
// a fingerprint that proves a found element is the recorded one.
type Target struct {
	// Candidates are tried in order; lower Score ranks first.
	Candidates []Locator `json:"candidates"`
	// Frames is the path of iframes from the main frame to the element's
	// frame; empty for the main frame.
	Frames []FrameRef `json:"frames,omitempty"`
	// Fingerprint describes the element as recorded.
	Fingerprint Fingerprint `json:"fingerprint"`
}

// LocatorKind names a locator strategy.
type LocatorKind string

// Locator strategies, in the order Reprise prefers them.
const (
	LocTestID      LocatorKind = "testid"      // Attr=Value, e.g. data-testid="login"
	LocRole        LocatorKind = "role"        // Role + Name (exact)
	LocLabel       LocatorKind = "label"       // associated label text
	LocPlaceholder LocatorKind = "placeholder" // placeholder attribute
	LocAltText     LocatorKind = "alt"         // img alt text
	LocText        LocatorKind = "text"        // visible text
	LocTitle       LocatorKind = "title"       // title attribute
	LocCSS         LocatorKind = "css"         // CSS selector (pierces open shadow roots)
	LocXPath       LocatorKind = "xpath"       // absolute XPath (does not pierce shadow roots)
)

// Locator is one way to find a target.
type Locator struct {
	// Kind is the strategy.
	Kind LocatorKind `json:"kind"`
	// Value is the test id, label, placeholder, alt, text, title, CSS or
	// XPath; empty for role locators.
	Value string `json:"value,omitempty"`
	// Attr is the test id attribute name for testid locators.
	Attr string `json:"attr,omitempty"`
	// Role and Name describe role locators (getByRole(Role, {name: Name})).
	Role string `json:"role,omitempty"`
	Name string `json:"name,omitempty"`
	// Score ranks candidates; lower is better (Playwright's scale).
	Score int `json:"score"`
}

// String renders the locator the way a user reads it, e.g.
// `role button "Sign in"`, `data-testid="login"` or `label "Email"`.
func (l Locator) String() string {
	switch l.Kind {
	case LocTestID:
		return fmt.Sprintf("%s=%q", l.Attr, l.Value)
	case LocRole:
		return fmt.Sprintf("role %s %q", l.Role, l.Name)
	default:
		return fmt.Sprintf("%s %q", l.Kind, l.Value)
	}
}

// FrameRef locates one iframe element inside its parent frame.
type FrameRef struct {
	// Selector is a CSS selector for the <iframe> in its parent document.
	Selector string `json:"selector"`
	// Name and URL are the frame's name attribute and address when recorded.
	Name string `json:"name,omitempty"`
	URL  string `json:"url,omitempty"`
}

// Fingerprint describes an element as it was recorded, so replay can tell
// whether a locator still finds the same element and healing can score
// look-alikes.
type Fingerprint struct {
	Tag  string `json:"tag"`
	Role string `json:"role,omitempty"`
	// Name is the accessible name.
	Name string `json:"name,omitempty"`
	// Text is the element's visible text, trimmed and shortened.
	Text string `json:"text,omitempty"`
	// Attrs holds stable attributes: id, name, type, class, href, title,
	// placeholder, aria-label, alt, value (for buttons) and test ids.
	Attrs map[string]string `json:"attrs,omitempty"`
	// Path is the tag path from the document root, e.g.
	// "html>body>main>form>button"; shadow hosts appear as "host/".
	Path string `json:"path,omitempty"`
	// Context is nearby text that disambiguates repeated elements: the
	// nearest heading, label or list item text.
	Context string `json:"context,omitempty"`
	// InShadow is true when the element lives in a shadow root.
	InShadow bool `json:"inShadow,omitempty"`
	// Box is the element's bounding box in CSS pixels of its frame.
	Box *Box `json:"box,omitempty"`
	// Unverified marks a fingerprint inferred from another tool's file
	// (an import), not read from the element. Replay then acts on the one
	// element the best candidate finds alone and learns its fingerprint
	// (a patch of tier TierLearned), so later replays verify as usual.
	Unverified bool `json:"unverified,omitempty"`
}

// Box is a rectangle in CSS pixels.
type Box struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
	W float64 `json:"w"`
	H float64 `json:"h"`
}
