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
	"syscall"

	"github.com/reprise-qa/reprise/backend/version"
)

const usage = `reprise records browser flows from plain instructions and replays them with no LLM.

Usage:
  reprise record --url URL [--var k=v] [--secret k=v] [--name N] [--model M] "instruction" ...
  reprise act --url URL [--model M] [--var k=v] [--json] "instruction" ...   act through the act cache
  reprise observe --url URL [--model M] "instruction"     list matching elements, do nothing
  reprise extract --url URL [--model M] ["instruction"] [--schema file.json]
  reprise agent --url URL [--mode dom|hybrid|cua] [--display WxH] [--confirm-safety] [--model M] [--cache no|write|read|both] [--max-steps N] [--save NAME] [--mcp CMD] "goal"
  reprise key set|rm PROVIDER   store a provider's API key in the OS keychain (read from stdin)
  reprise replay ID|FILE [--var k=v] [--json]
  reprise run PATHS... [--workers N] [--retries N] [--heal=off|suggest|auto] [--junit out.xml] [--html DIR] [--var k=v] [--vars-file f]   CI runner: exit 0 only if all pass
  reprise ls | show ID | rm ID
  reprise export [--format playwright-ts|python|go|chrome-recorder|json] [-o FILE] ID|FILE
  reprise import [--dry-run] FILE...   Reprise JSON, Chrome DevTools Recorder, Stagehand, AskUI or HyperAgent (detected)
  reprise demo-site [--addr 127.0.0.1:8080]
  reprise serve [--addr 127.0.0.1:0] [--ui DIR]   the desktop app's UI in a browser (loopback only, random token)
  reprise demo            record the demo login flow, replay it, print the report
  reprise setup           install the Playwright driver if needed, show the browser used
  reprise bench heal [--cases DIR] [--json]   replay the mutation corpus: healing vs an xpath-only baseline
  reprise version         print the version (also --version)

Common flags (any command that opens a browser or the store):
  --store DIR            store directory (default: $REPRISE_STORE or the user data dir)
  --browser PATH         browser executable (default: $REPRISE_BROWSER or discovered)
  --cdp-endpoint URL     connect to a running Chromium over CDP (http:// or ws://)
  --ws-endpoint URL      connect to a Playwright browser server
  --headed               show the browser window
  --viewport WxH         viewport size (default 1280x800)

Model flags (record, act, observe, extract):
  --model M              local (default: offline resolver, no model), openai/gpt-4.1-mini,
                         google/gemini-2.5-flash, anthropic/claude-sonnet-4-5, ollama/qwen3,
                         openai-compatible/NAME with --base-url; or $REPRISE_MODEL
  --base-url URL         endpoint for OpenAI-compatible servers or proxies
  API keys: reprise key set PROVIDER, else OPENAI_API_KEY, GEMINI_API_KEY, ANTHROPIC_API_KEY
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// run executes one command and returns the process exit code: 0 success,
// 1 a replay or check failed, 2 bad usage or an error.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	cmds := map[string]func(context.Context, []string, io.Writer, io.Writer) int{
		"record":    cmdRecord,
		"replay":    cmdReplay,
		"run":       cmdRun,
		"ls":        cmdList,
		"show":      cmdShow,
		"rm":        cmdRemove,
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
	cmd, ok := cmds[name]
	if !ok {
		fmt.Fprintf(stderr, "reprise: unknown command %q\n\n%s", name, usage)
		return 2
	}
	return cmd(ctx, args[1:], stdout, stderr)
}
