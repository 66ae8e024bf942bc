package perfbench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/browser"
)

// processAct is the act of the process figure, on the login page.
const processAct = "type ann@example.com into Email"

// PlainActArg is the hidden argument of `reprise bench` that runs the
// baseline process: a playwright-go program that starts the driver and
// the browser, opens the page and fills the Email field, then exits.
const PlainActArg = "plain-act"

// PlainAct is the baseline process's program (see PlainActArg).
func PlainAct(ctx context.Context, opts browser.Options, url string) error {
	opts.Plain = true
	b, err := browser.Launch(ctx, opts)
	if err != nil {
		return err
	}
	defer b.Close()
	s, err := b.NewSession(ctx)
	if err != nil {
		return err
	}
	defer s.Close()
	if _, err := s.Page.Goto(url, playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateDomcontentloaded}); err != nil {
		return err
	}
	return s.Page.GetByRole("textbox", playwright.PageGetByRoleOptions{Name: "Email", Exact: playwright.Bool(true)}).Fill("ann@example.com")
}

// processFigure times `reprise act` replaying one cached act as a new
// process (a first run fills the act cache in a temporary store) against
// the plain playwright-go process, alternating.
func processFigure(ctx context.Context, exe string, env []string, site string, runs int) (*ProcessFigure, error) {
	store, err := os.MkdirTemp("", "reprise-bench-store-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(store)
	url := site + "/login.html"
	act := []string{"act", "--store", store, "--url", url, "--json", processAct}
	if _, err := runExe(ctx, exe, env, act...); err != nil {
		return nil, fmt.Errorf("filling the act cache: %w", err)
	}
	var reprise, plain []time.Duration
	for i := 0; i < runs; i++ {
		t0 := time.Now()
		out, err := runExe(ctx, exe, env, act...)
		reprise = append(reprise, time.Since(t0))
		if err != nil {
			return nil, err
		}
		var res []struct {
			Cache string `json:"cache"`
		}
		if json.Unmarshal(out, &res) != nil || len(res) != 1 || res[0].Cache != "hit" {
			return nil, fmt.Errorf("`reprise act` did not replay the cached act: %s", out)
		}
		t0 = time.Now()
		if _, err := runExe(ctx, exe, env, "bench", PlainActArg, "--url", url); err != nil {
			return nil, err
		}
		plain = append(plain, time.Since(t0))
	}
	f := &ProcessFigure{Instruction: processAct, ActMS: median(reprise), PlainMS: median(plain)}
	f.Ratio = f.ActMS / f.PlainMS
	return f, nil
}

func runExe(ctx context.Context, exe string, env []string, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, exe, args...)
	cmd.Env = append(os.Environ(), env...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return out.Bytes(), fmt.Errorf("running reprise %s: %w: %s", strings.Join(args[:2], " "), err, strings.TrimSpace(errb.String()))
	}
	return out.Bytes(), nil
}

// loadAverage is the 1, 5 and 15 minute load averages, or "" where the
// system does not say.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return ""
	}
	return strings.Join(f[:3], " ")
}
