package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/reprise-qa/reprise/backend/agent"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/replay"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// demoLogin is the instruction list of the demo login flow.
var demoLogin = []string{
	"type {{user}} into Email",
	"type {{password}} into Password",
	"check Remember me",
	"click Sign in",
	"verify the url contains /dashboard",
}

// cmdDemo starts the demo site, records the login flow with the offline
// resolver, saves it, replays it from the store and prints the report.
func cmdDemo(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("demo", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c common
	c.register(fs)
	if _, err := parseInterspersed(fs, args); err != nil {
		return 2
	}
	if c.store == "" {
		dir, err := os.MkdirTemp("", "reprise-demo-store-")
		if err != nil {
			return fail(stderr, "%v", err)
		}
		defer os.RemoveAll(dir)
		c.store = dir
	}
	if !c.headed && os.Getenv("DISPLAY") != "" {
		c.headed = true
	}
	srv, err := demosite.Start(ctx, "127.0.0.1:0")
	if err != nil {
		return fail(stderr, "%v", err)
	}
	defer srv.Close()
	st, b, sess, err := c.openAll(ctx, stderr, "reprise demo")
	if err != nil {
		return fail(stderr, "%v", err)
	}
	defer st.Close()
	defer b.Close()
	defer sess.Close() // closed early below; Close is idempotent

	fmt.Fprintf(stdout, "Recording the demo login flow on %s/login.html with the offline resolver (no model):\n", srv.URL())
	t := &trajectory.Trajectory{Name: "Demo: log in", StartURL: srv.URL() + "/login.html",
		Variables: []trajectory.Variable{{Name: "user", Default: "ann@example.com"}, {Name: "password", Secret: true}}}
	a := agent.New(t, replay.NewPlayer(sess.Page, replay.Options{}), map[string]string{"password": "secret123"}, agent.Options{})
	if err := recordInstructions(ctx, a, demoLogin, stdout, nil); err != nil {
		return fail(stderr, "recording: %v", err)
	}
	saved, err := st.SaveTrajectory(a.Trajectory())
	if err != nil {
		return fail(stderr, "saving: %v", err)
	}
	sess.Close()
	fmt.Fprintf(stdout, "Saved trajectory %s (revision %d). Replaying it from the store with user=bob@example.com:\n\n", saved.ID, saved.Revision)

	loaded, err := st.Trajectory(saved.ID)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	sess2, err := b.NewSession(ctx)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	defer sess2.Close()
	r := replay.NewPlayer(sess2.Page, replay.Options{Blobs: st}).Run(ctx, loaded, map[string]string{"user": "bob@example.com", "password": "secret123"})
	if err := st.SaveRun(r); err != nil {
		fmt.Fprintf(stderr, "reprise: saving run: %v\n", err)
	}
	printReport(stdout, loaded, r, writeFailureShots(st, r, ""))
	data, _ := trajectory.Marshal(loaded)
	fmt.Fprintf(stdout, "\nThe stored trajectory (%d bytes of JSON; `reprise export` writes it to a file).\n", len(data))
	if r.Status != trajectory.StatusPassed {
		return 1
	}
	return 0
}
