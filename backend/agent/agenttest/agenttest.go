// Package agenttest plays a model for tests: a loopback server that
// speaks a vendor's wire format (llmtest) and answers Reprise's act,
// observe and heal prompts by reading the prompt it really received.
package agenttest

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/llm"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
)

// Oracle plays a model that reads the prompt it really received. Test
// instructions name their target in double quotes and their value in
// single quotes, with verbs the offline resolver does not know, so every
// act goes to the model:
//
//	use "Sign in"                          → click the element named "Sign in"
//	supply 'ann@example.com' to "Email"    → fill
//	opt for 'France' as "Country"          → select
//	mark "Remember me"                     → check
//	use "Add to cart" after "Cotton Scarf" → the first "Add to cart" below "Cotton Scarf"
//	confirm "Total" reads '$15.00'         → assert-text
//	bring up the menu of "Email"           → right-click (value "right")
//	open up "Email"                        → double-click (value "double")
//
// It finds the element in the page lines of the prompt, so an element the
// narrowing dropped cannot be picked: the tests exercise the real prompt.

// pageLine is one element line of a prompt: [id] role "name" ...
var pageLine = regexp.MustCompile(`^\s*\[([a-z0-9]+)\] (\S+)(?: "((?:[^"\\]|\\.)*)")?`)

// Line is one element line of a prompt.
type Line struct{ ID, Role, Name string }

// Lines parses the element lines of a prompt.
func Lines(prompt string) []Line {
	var out []Line
	for _, l := range strings.Split(prompt, "\n") {
		if m := pageLine.FindStringSubmatch(l); m != nil {
			out = append(out, Line{m[1], m[2], strings.ReplaceAll(m[3], `\"`, `"`)})
		}
	}
	return out
}

// instructionOf returns the instruction line of a prompt.
func instructionOf(prompt string) string {
	for _, l := range strings.Split(prompt, "\n") {
		if s, ok := strings.CutPrefix(l, "Instruction: "); ok {
			return s
		}
	}
	return ""
}

var (
	doubleQuoted = regexp.MustCompile(`"([^"]+)"`)
	singleQuoted = regexp.MustCompile(`'([^']+)'`)
)

// ActAnswer answers an act prompt.
func ActAnswer(prompt string) map[string]any {
	instr := instructionOf(prompt)
	dq := doubleQuoted.FindAllStringSubmatch(instr, -1)
	if len(dq) == 0 {
		return map[string]any{"action": "none", "element": "", "value": "", "more": false, "reason": "no quoted target"}
	}
	value := ""
	if m := singleQuoted.FindStringSubmatch(instr); m != nil {
		value = m[1]
	}
	after := ""
	if len(dq) > 1 && strings.Contains(instr, " after ") {
		after = dq[1][1]
	}
	action := "click"
	switch {
	case strings.HasPrefix(instr, "bring up the menu of "):
		value = "right"
	case strings.HasPrefix(instr, "open up "):
		value = "double"
	case strings.HasPrefix(instr, "supply "):
		action = "fill"
	case strings.HasPrefix(instr, "opt for "):
		action = "select"
	case strings.HasPrefix(instr, "mark "):
		action = "check"
	case strings.HasPrefix(instr, "confirm "):
		action = "assert-text"
	}
	id := Find(Lines(prompt), dq[0][1], after)
	if id == "" {
		return map[string]any{"action": "none", "element": "", "value": "", "more": false, "reason": "not on the page"}
	}
	return map[string]any{"action": action, "element": id, "value": value, "more": false, "reason": "named in quotes"}
}

// Find returns the id of the first line named target (exactly, else
// containing it), below the line named after when given.
func Find(lines []Line, target, after string) string {
	start := 0
	if after != "" {
		start = -1
		for i, l := range lines {
			if strings.Contains(l.Name, after) {
				start = i + 1
				break
			}
		}
		if start < 0 {
			return ""
		}
	}
	for _, exact := range []bool{true, false} {
		for _, l := range lines[start:] {
			if l.Role == "paragraph" || l.Role == "heading" || l.Role == "text" {
				continue
			}
			if exact && l.Name == target || !exact && strings.Contains(l.Name, target) {
				return l.ID
			}
		}
	}
	return ""
}

// UserPrompt joins the user texts of a request.
func UserPrompt(r llmtest.Request) string { return strings.Join(r.Texts("user"), "\n") }

// Oracle answers act and observe requests from the prompt.
func Oracle(r llmtest.Request) llmtest.Reply {
	prompt := UserPrompt(r)
	var ans any
	switch name := schemaName(r); name {
	case "observe":
		act := ActAnswer(prompt)
		var cands []map[string]any
		if act["element"] != "" {
			cands = append(cands, map[string]any{"element": act["element"], "action": act["action"], "value": act["value"], "description": "named in quotes"})
		}
		ans = map[string]any{"candidates": cands}
	default:
		ans = ActAnswer(prompt)
	}
	b, _ := json.Marshal(ans)
	return llmtest.Reply{JSON: string(b), PromptTokens: len(prompt) / 4, CompletionTokens: 20}
}

// schemaName is the structured-output name a request asked for; Gemini's
// wire format has none, so it is told from the schema's properties.
func schemaName(r llmtest.Request) string {
	if r.Schema == nil {
		return ""
	}
	if r.Schema.Name != "" {
		return r.Schema.Name
	}
	s := string(r.Schema.Schema)
	switch {
	case strings.Contains(s, `"candidates"`):
		return "observe"
	case strings.Contains(s, `"more"`):
		return "act"
	}
	return "extract"
}

// ClearEnv empties the variables the SDKs read, so no real key is used.
func ClearEnv(t testing.TB) {
	t.Helper()
	for _, v := range []string{"OPENAI_API_KEY", "OPENAI_BASE_URL", "GEMINI_API_KEY", "GOOGLE_API_KEY",
		"GOOGLE_GEMINI_BASE_URL", "ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL", "ANTHROPIC_AUTH_TOKEN"} {
		t.Setenv(v, "")
	}
}

// Model starts a loopback server speaking vendor's wire format, played
// by respond, and returns the real SDK client pointed at it.
func Model(t testing.TB, vendor llmtest.Vendor, respond func(llmtest.Request) llmtest.Reply) (llm.Model, *llmtest.Server) {
	t.Helper()
	ids := map[llmtest.Vendor]string{llmtest.OpenAI: "openai/gpt-4.1-mini", llmtest.Google: "google/gemini-2.5-flash", llmtest.Anthropic: "anthropic/claude-haiku-4-5"}
	return Named(t, ids[vendor], vendor, respond)
}

// Named is Model for a given model string, e.g. "ollama/qwen3" on the
// OpenAI wire format.
func Named(t testing.TB, name string, vendor llmtest.Vendor, respond func(llmtest.Request) llmtest.Reply) (llm.Model, *llmtest.Server) {
	t.Helper()
	ClearEnv(t)
	srv := llmtest.NewServer(t, vendor)
	srv.Respond(respond)
	m, err := llm.New(name, llm.Options{APIKey: "test-key-not-real", BaseURL: srv.BaseURL()})
	if err != nil {
		t.Fatal(err)
	}
	return m, srv
}
