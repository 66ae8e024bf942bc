// Command reprise is Reprise's headless command line: it records browser
// flows from plain instructions, stores them as trajectories and replays
// them with zero model calls. It has no GUI dependencies and runs in CI.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/reprise-qa/reprise/backend/textsafe"
	"github.com/reprise-qa/reprise/backend/version"
)

const usage = `reprise records browser flows from plain instructions and replays them with no LLM.

Usage:
  reprise record --url URL [--var k=v] [--secret k=v] [--name N] [--model M] "instruction" ...
  reprise act --url URL [--model M] [--var k=v] [--cache both|no] [--json] "instruction" ...   act through the act cache
  reprise observe --url URL [--model M] "instruction"     list matching elements, do nothing
  reprise extract --url URL [--model M] ["instruction"] [--schema file.json]
  reprise agent --url URL [--mode dom|hybrid|cua] [--display WxH] [--confirm-safety] [--model M] [--cache no|write|read|both] [--max-steps N] [--save NAME] [--mcp CMD] "goal"
  reprise key set|rm PROVIDER   store a provider's API key in the OS keychain (read from stdin)
  reprise replay ID|FILE [--var k=v] [--secret k=v] [--vars-file f] [--json] [--artifacts DIR] [--base-url URL]
  reprise run PATHS... [--workers N] [--retries N] [--heal=off|suggest|auto] [--junit out.xml] [--html DIR] [--var k=v] [--vars-file f]   CI runner: exit 0 only if all pass
  reprise run ... [--shard I/N] [--json FILE] [--base-url URL] [--storage-state FILE] [--header 'Name: value'] [--ws-endpoint URL]... [--cdp-endpoint URL]... [--endpoints FILE]
  reprise report merge -o DIR REPORT...   combine shards' JSON reports into one JUnit, HTML and JSON report
  reprise ls [--all] [--json] | show ID [--revision N] | rm ID | undelete ID      --all also lists the act and agent cache entries
  reprise revisions ID | restore ID N      a flow's revisions; make revision N the latest again (kept as a new revision)
  reprise cache ls|show|rm|prune|save [--older-than D] [--keep-revisions N]   the act and agent caches (reprise cache for help)
  reprise export [--format playwright-ts|python|go|chrome-recorder|json] [-o FILE] ID|FILE
  reprise import [--dry-run] [--as-new|--as-revision] FILE...   Reprise JSON, Chrome DevTools Recorder, Stagehand, AskUI or HyperAgent (detected)
  reprise demo-site [--addr 127.0.0.1:8080]
  reprise serve [--addr 127.0.0.1:0] [--ui DIR]   the desktop app's UI in a browser (loopback only, random token)
  reprise demo            record the demo login flow, replay it, print the report
  reprise setup           install the Playwright driver if needed, show the browser used
  reprise bench [--flow ID|FILE]… [--runs N] [--replay-only] [--json]   replay, first-act, prompt-token and process figures as ratios vs plain playwright-go
  reprise bench heal [--cases DIR] [--json]   replay the mutation corpus: healing vs an xpath-only baseline
  reprise store check|repair [--store DIR]   verify every entry of the store; keep what reads, move damaged files aside
  reprise version         print the version (also --version)

Common flags (any command that opens a browser or the store):
  --store DIR            store directory (default: $REPRISE_STORE or the user data dir)
  --browser PATH         browser executable (default: $REPRISE_BROWSER or discovered)
  --cdp-endpoint URL     connect to a running Chromium over CDP (http:// or ws://)
  --ws-endpoint URL      connect to a Playwright browser server
                         (run: both repeatable, or --endpoints FILE; workers are spread over them)
  --header 'Name: value' header for remote endpoints (repeatable; also $REPRISE_HEADERS), never logged
  --storage-state FILE   Playwright storage state every browser context starts with (start logged in)
  --headed               show the browser window
  --viewport WxH         viewport size (default 1280x800)
  --allow-origin ORIGIN  an origin flows may visit besides their start URL's site (repeatable)
  --allow-file-urls      open file: URLs (local testing only)

Variables (record, replay, run, act, observe, extract, agent), flags winning:
  --var name=value, --secret name=value   (secrets are never stored, never sent to a model, masked in output)
  --vars-file FILE       "name=value" and "secret name=value" lines, or a JSON object
  REPRISE_VAR_NAME, REPRISE_SECRET_NAME   environment variables; keep secrets out of the process list

Model flags (record, act, observe, extract):
  --model M              local (default: offline resolver, no model), openai/gpt-4.1-mini,
                         google/gemini-2.5-flash, anthropic/claude-sonnet-4-5, ollama/qwen3,
                         openai-compatible/NAME with --model-url; or $REPRISE_MODEL
  --model-url URL        endpoint for OpenAI-compatible servers or proxies (its old name --base-url still
                         works here; on run and replay, --base-url is the site the flows run against)
  API keys: reprise key set PROVIDER, else OPENAI_API_KEY, GEMINI_API_KEY, ANTHROPIC_API_KEY
`

// stopGrace is how long a command has to wind down (close its browser
// and store) after Ctrl+C or SIGTERM before the process ends anyway, so
// that a command blocked somewhere that does not watch its context still
// stops within a second.
const stopGrace = 900 * time.Millisecond

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	go stopOnSignal(sigs, cancel, os.Stderr, os.Exit)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	if s := stoppedBy.Load(); s != 0 {
		// The command wound down in time after a signal: the exit code
		// still says it was stopped, as a shell or a CI runner expects.
		code = 128 + int(s)
	}
	os.Exit(code)
}

// stoppedBy is the number of the signal that stopped the command, 0 until
// one has.
var stoppedBy atomic.Int32

// stopOnSignal cancels the command's context on the first signal, then
// ends the process when the command has not returned within stopGrace or
// at a second signal. The exit code is 128 + the signal's number, as a
// shell reports it (130 for Ctrl+C, 143 for SIGTERM).
func stopOnSignal(sigs <-chan os.Signal, cancel context.CancelFunc, stderr io.Writer, exit func(int)) {
	sig := <-sigs
	n := int32(130 - 128)
	if s, ok := sig.(syscall.Signal); ok {
		n = int32(s)
	}
	stoppedBy.Store(n)
	cancel()
	select {
	case <-sigs:
	case <-time.After(stopGrace):
	}
	if note := takeStopNote(); note != "" {
		fmt.Fprintf(stderr, "reprise: %s\n", note)
	}
	fmt.Fprintf(stderr, "reprise: stopped (%v)\n", sig)
	exit(128 + int(n))
}

// stopNote, while set, says what a command stopped now would leave
// behind (reprise record: what was recorded, that the flow is not saved,
// what the act cache keeps). Whoever takes it first prints it: the
// command winding down after a signal, or stopOnSignal when the command
// does not wind down in time.
var stopNote atomic.Pointer[func() string]

// setStopNote sets the stop note to what f says when asked; nil clears it.
func setStopNote(f func() string) {
	if f == nil {
		stopNote.Store(nil)
		return
	}
	stopNote.Store(&f)
}

// takeStopNote returns the stop note and clears it, "" when none is set or
// another caller took it.
func takeStopNote() string {
	if f := stopNote.Swap(nil); f != nil {
		return (*f)()
	}
	return ""
}

// commands maps each command name to its function.
var commands = map[string]func(context.Context, []string, io.Writer, io.Writer) int{
	"record":    cmdRecord,
	"replay":    cmdReplay,
	"run":       cmdRun,
	"ls":        cmdList,
	"show":      cmdShow,
	"rm":        cmdRemove,
	"undelete":  cmdUndelete,
	"revisions": cmdRevisions,
	"restore":   cmdRestore,
	"export":    cmdExport,
	"import":    cmdImport,
	"demo-site": cmdDemoSite,
	"serve":     cmdServe,
	"demo":      cmdDemo,
	"setup":     cmdSetup,
	"bench":     cmdBench,
	"act":       cmdAct,
	"observe":   cmdObserve,
	"extract":   cmdExtract,
	"key":       cmdKey,
	"agent":     cmdAgent,
	"store":     cmdStore,
	"cache":     cmdCache,
	"report":    cmdReport,
}

// rawOutput lists the commands whose standard output is data to be
// written as is (a trajectory, an export); every other command's output
// can quote a web page or a flow file and goes through textsafe.Terminal,
// so escape sequences and control characters never reach the terminal.
var rawOutput = map[string]bool{"show": true, "export": true}

// run executes one command and returns the process exit code: 0 success,
// 1 a replay or check failed, 2 bad usage or an error.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	name := args[0]
	if name == "-h" || name == "--help" || name == "help" {
		fmt.Fprint(stdout, usage)
		return 0
	}
	if name == "version" || name == "--version" || name == "-version" {
		fmt.Fprintln(stdout, "reprise", version.String())
		return 0
	}
	cmd, ok := commands[name]
	if !ok {
		if near := closest(name, commandNames()); near != "" {
			fmt.Fprintf(stderr, "reprise: unknown command %q: did you mean %q? (reprise help lists the commands)\n", name, near)
			return 2
		}
		names := commandNames()
		slices.Sort(names)
		fmt.Fprintf(stderr, "reprise: unknown command %q; the commands are %s (reprise help says what each does)\n", name, strings.Join(names, ", "))
		return 2
	}
	if !rawOutput[name] {
		stdout = textsafe.NewWriter(stdout)
	}
	code := cmd(ctx, args[1:], stdout, textsafe.NewWriter(stderr))
	if code == 2 && helpAsked(args[1:]) {
		return 0 // the help was asked for and printed: no usage error
	}
	return code
}
