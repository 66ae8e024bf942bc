package studio

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/browser"
	"github.com/reprise-qa/reprise/backend/llm"
)

// Limits on the text of an error a user reads. A message repeats what the
// user typed (an instruction, a URL, a step title); these keep a message
// that quotes a 240,000-character instruction to a few lines.
const (
	// maxQuoted is the most characters of one quoted text a message keeps.
	maxQuoted = 120
	// maxMessage is the most characters a whole message keeps.
	maxMessage = 800
)

var (
	// callLog is the driver's "Call log:" trailer: a trace of internal calls.
	callLog = regexp.MustCompile(`(?s)\s*(=+ logs =+|Call log:).*$`)
	// driverCall is the name of a browser-driver method that failed
	// ("Frame.goto: ", "Locator.click: "), case-insensitive.
	driverCall = regexp.MustCompile(`(?i)\b(frame|page|locator|elementhandle|browsercontext|browsertype|browser|keyboard|mouse|request)\.([a-z$]+)( [^\s:]+(:[^\s:]+)*)?: `)
	// driverPrefix is the driver's own error prefix ("playwright: ",
	// "Error: ", "TimeoutError: ", "timeout: ") anywhere in a wrapped chain;
	// "timeout: " only where a prefix stands (first, or after another
	// one), so a field named "Step timeout: " keeps its name.
	driverPrefix = regexp.MustCompile(`\b(playwright|Error|TimeoutError|TargetClosedError): `)
	// driverTimeout is the driver's "timeout: " prefix, once driverPrefix
	// has gone.
	driverTimeout = regexp.MustCompile(`(^|: )timeout: `)
	// timeoutMs is the driver's wording of a timeout.
	timeoutMs = regexp.MustCompile(`Timeout (\d+)ms exceeded\.?`)
	// snapshotRef is an element id of a page snapshot ("[e14] "), which
	// names nothing the user can see.
	snapshotRef = regexp.MustCompile(`\[(e|f)\d+\]\s?`)
	// quoted is one quoted text: "…", “…” or '…'.
	quoted = regexp.MustCompile(`"(?:[^"\\]|\\.)*"|“[^”]*”`)
)

// cliWords turns what the engine's messages tell a command-line user to
// do into what the studio's user does (the same engine says both).
var cliWords = strings.NewReplacer(
	"Record the flow with reprise record,", "Record the flow in Reprise (Record),",
	"record the flow with reprise record,", "record the flow in Reprise (Record),",
	"give --allow-file-urls to open them for local testing", "serve the folder over http instead (e.g. python3 -m http.server); Settings → Start URLs says more",
	"(--model openai/gpt-4.1-mini, or Settings → Model)", "(Settings → Model)",
	llm.BaseURLField, "the Base URL in Settings → Models",
	"pick the element yourself in the studio", "pick the element yourself on the live page",
)

// allowOriginHint is the engine's advice on a site outside the flow's
// sites, worded for the command line ("allow it with --allow-origin X",
// with "(or add it to the flow's allowedOrigins)" after it on a goto).
var allowOriginHint = regexp.MustCompile(`allow it with --allow-origin ([^\s;,)]+)( \(or add it to the flow's allowedOrigins\))?`)

// runWording words a run's or a step's error for the studio's user: what
// the engine tells a command-line user to do becomes what they do in the
// app (the Other sites field, or Allow under the failed step). Unlike
// userWording it leaves the rest as it is: a failed check quotes the
// page's own text, which must not be rewritten.
func runWording(msg string) string {
	msg = allowOriginHint.ReplaceAllString(msg, "allow it: add $1 to Other sites, next to the flow's Start URL, or press Allow $1")
	return cliWords.Replace(msg)
}

// driverVerbs words the browser-driver calls a user meets in errors.
var driverVerbs = map[string]string{
	"goto": "opening the page", "click": "clicking", "dblclick": "double-clicking", "fill": "typing",
	"type": "typing", "press": "pressing the key", "selectoption": "choosing the option", "check": "checking",
	"uncheck": "unchecking", "hover": "hovering", "waitfor": "waiting for the element", "setinputfiles": "choosing the file",
	"screenshot": "taking a screenshot", "evaluate": "reading the page", "reload": "reloading the page",
	"goback": "going back", "goforward": "going forward", "newpage": "opening a tab", "launch": "starting the browser",
}

// userWording rewrites an error message for the person reading it in the
// studio: the browser driver's internals (its method names such as
// Frame.goto, its "playwright: Error:" prefixes and call logs, page
// snapshot ids such as [e14]) are removed or put in words, and long quoted
// texts and the message as a whole are shortened so that no user text
// (a pasted instruction, a step title) makes an unbounded message.
func userWording(msg string) string {
	msg = callLog.ReplaceAllString(msg, "")
	msg = driverCall.ReplaceAllStringFunc(msg, func(m string) string {
		sub := driverCall.FindStringSubmatch(m)
		if sub[3] != "" {
			return "" // "Frame.Goto http://…: " follows the engine's own "opening http://…:"
		}
		if v, ok := driverVerbs[strings.ToLower(sub[2])]; ok {
			return v + ": "
		}
		return ""
	})
	msg = driverPrefix.ReplaceAllString(msg, "")
	msg = driverTimeout.ReplaceAllString(msg, "$1")
	msg = timeoutMs.ReplaceAllStringFunc(msg, func(m string) string {
		var ms int
		fmt.Sscanf(timeoutMs.FindStringSubmatch(m)[1], "%d", &ms)
		return fmt.Sprintf("gave up after %s", seconds(ms))
	})
	msg = browser.ReplaceNetErrors(msg)
	msg = snapshotRef.ReplaceAllString(msg, "")
	msg = strings.ReplaceAll(msg, "Options.BaseURL", "a base URL")
	msg = cliWords.Replace(msg)
	msg = quoted.ReplaceAllStringFunc(msg, func(q string) string {
		if utf8.RuneCountInString(q) <= maxQuoted+2 || strings.HasSuffix(q[:len(q)-len("\"")], "characters)") {
			return q
		}
		r := []rune(q)
		return string(r[:maxQuoted]) + fmt.Sprintf("… (%d more characters)", len(r)-maxQuoted-1) + string(r[len(r)-1])
	})
	if r := []rune(msg); len(r) > maxMessage {
		msg = string(r[:maxMessage-200]) + fmt.Sprintf(" … (%d characters left out) … ", len(r)-maxMessage+200-150) + string(r[len(r)-150:])
	}
	return strings.TrimSpace(msg)
}

// seconds renders a millisecond count as "10 s" or "1.5 s".
func seconds(ms int) string {
	if ms%1000 == 0 {
		return fmt.Sprintf("%d s", ms/1000)
	}
	return fmt.Sprintf("%.1f s", float64(ms)/1000)
}

// notRecorded says what to do after an instruction recorded nothing
// because of err: a model that refused the key, failed or answered
// nothing useful needs another try or another model, not another wording
// of the instruction. Where the error says what to do itself (a Base URL
// nothing or no model API answers at, no answer in time, an element the
// page does not have), it only says that nothing was recorded.
func notRecorded(err error) string {
	var answer *agent.AnswerError
	switch {
	case errors.Is(err, llm.ErrAuth):
		return "nothing was recorded; give the model a working API key (Settings → Models) and try again, or pick another model"
	case errors.Is(err, llm.ErrUnreachable), errors.Is(err, llm.ErrNotModelAPI), errors.Is(err, llm.ErrTimeout), errors.As(err, &answer):
		return "nothing was recorded"
	case errors.Is(err, llm.ErrRateLimited), errors.Is(err, llm.ErrUnavailable):
		return "nothing was recorded; try again in a moment, or pick another model"
	case errors.Is(err, llm.ErrInvalidResponse), errors.Is(err, llm.ErrBadRequest):
		return "nothing was recorded; try again, or pick another model"
	}
	return "nothing was recorded; rephrase the instruction or pick a model"
}

// needsModelNext is what to do in the recorder about an instruction the
// offline resolver cannot read, with no model to ask: the app's words for
// the command line's "give it a model with --model …, or rephrase it". A
// recording keeps the model it started with, so a model chosen now reads
// instructions from the next recording on.
const needsModelNext = "choose a model in Settings → Default model and start a new recording, or rephrase the instruction"
