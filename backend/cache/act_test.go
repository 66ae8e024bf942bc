package cache

import (
	"errors"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/internal/filescan"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

func TestNormalizeURL(t *testing.T) {
	cases := []struct{ in, want string }{
		{"HTTPS://Shop.Example.COM:443/Cart?b=2&a=1#top", "https://shop.example.com/Cart?a=1&b=2"},
		{"http://example.com:80", "http://example.com/"},
		{"http://example.com:8080/x", "http://example.com:8080/x"},
		{"https://example.com/p?utm_source=x&UTM_Medium=y&gclid=1&fbclid=2&q=shoes", "https://example.com/p?q=shoes"},
		{"https://example.com/p?utm_source=x", "https://example.com/p"},
		{"https://example.com/p?", "https://example.com/p"},
		{"https://example.com/p?tag=b&tag=a", "https://example.com/p?tag=b&tag=a"},
		{"http://[::1]:80/a", "http://[::1]/a"},
		{"  http://127.0.0.1:3000/login.html  ", "http://127.0.0.1:3000/login.html"},
		{"not a url", "not a url"},
		{"/relative?b=1&a=2", "/relative?b=1&a=2"},
	}
	for _, c := range cases {
		if got := NormalizeURL(c.in, nil); got != c.want {
			t.Errorf("NormalizeURL(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if got := NormalizeURL("https://e.com/?utm_source=x&ref=a", []string{"ref"}); got != "https://e.com/?utm_source=x" {
		t.Errorf("custom ignore list: %q", got)
	}
	if got := NormalizeURL("https://e.com/?utm_source=x", []string{}); got != "https://e.com/?utm_source=x" {
		t.Errorf("empty ignore list: %q", got)
	}
}

func TestActKeyIsStable(t *testing.T) {
	const instr = "fill {{email}} into the Email field"
	base := ActKey(instr, "https://shop.example.com/login?next=%2Fcart&lang=en", []string{"email", "password"}, nil)
	if len(base) != 64 || strings.ToLower(base) != base {
		t.Fatalf("key %q is not 64 lowercase hex digits", base)
	}
	same := map[string]string{
		"param order":                      ActKey(instr, "https://shop.example.com/login?lang=en&next=%2Fcart", []string{"email", "password"}, nil),
		"ignored params":                   ActKey(instr, "https://shop.example.com/login?lang=en&utm_campaign=spring&next=%2Fcart&gclid=abc&fbclid=def", []string{"email", "password"}, nil),
		"fragment":                         ActKey(instr, "https://shop.example.com/login?next=%2Fcart&lang=en#form", []string{"email", "password"}, nil),
		"host case, port":                  ActKey(instr, "HTTPS://SHOP.example.com:443/login?next=%2Fcart&lang=en", []string{"email", "password"}, nil),
		"var order":                        ActKey(instr, "https://shop.example.com/login?next=%2Fcart&lang=en", []string{"password", "email"}, nil),
		"var duplicates":                   ActKey(instr, "https://shop.example.com/login?next=%2Fcart&lang=en", []string{"password", "email", "email"}, nil),
		"whitespace":                       ActKey("  "+instr+"\n", "https://shop.example.com/login?next=%2Fcart&lang=en", []string{"email", "password"}, nil),
		"full stop, capital, inner spaces": ActKey("Fill {{email}}  into the Email field.", "https://shop.example.com/login?next=%2Fcart&lang=en", []string{"email", "password"}, nil),
		"explicit defaults": ActKey(instr, "https://shop.example.com/login?next=%2Fcart&lang=en&utm_x=1", []string{"email", "password"},
			DefaultIgnoredParams),
	}
	for name, k := range same {
		if k != base {
			t.Errorf("%s changed the key", name)
		}
	}
	different := map[string]string{
		"instruction":    ActKey("fill {{email}} into the Login field", "https://shop.example.com/login?next=%2Fcart&lang=en", []string{"email", "password"}, nil),
		"a value's case": ActKey("fill {{email}} into the EMAIL field", "https://shop.example.com/login?next=%2Fcart&lang=en", []string{"email", "password"}, nil),
		"path":           ActKey(instr, "https://shop.example.com/signin?next=%2Fcart&lang=en", []string{"email", "password"}, nil),
		"param value":    ActKey(instr, "https://shop.example.com/login?next=%2Fcart&lang=de", []string{"email", "password"}, nil),
		"var names":      ActKey(instr, "https://shop.example.com/login?next=%2Fcart&lang=en", []string{"email"}, nil),
		"host":           ActKey(instr, "https://example.com/login?next=%2Fcart&lang=en", []string{"email", "password"}, nil),
		"no ignore":      ActKey(instr, "https://shop.example.com/login?next=%2Fcart&lang=en&utm_x=1", []string{"email", "password"}, []string{}),
	}
	for name, k := range different {
		if k == base {
			t.Errorf("%s did not change the key", name)
		}
	}
}

// Variable values are not an input of ActKey: two runs typing different
// emails into the same templated instruction share one entry.
func TestActKeyIgnoresVariableValues(t *testing.T) {
	s := openMem(t)
	tmpl := "fill {{email}} into Email"
	step := trajectory.Step{ID: "s1", Action: trajectory.ActionFill, Value: "{{email}}", Target: target("label", "Email", "input")}
	stored, err := s.PutAct(ActEntry{Instruction: tmpl, URL: "https://e.com/login", VarNames: []string{"email"},
		Steps: []trajectory.Step{step}, Source: SourceMiss})
	if err != nil {
		t.Fatal(err)
	}
	for _, values := range []map[string]string{{"email": "ann@example.com"}, {"email": "bob@example.org"}} {
		tr := trajectory.Trajectory{Steps: []trajectory.Step{step}}
		resolved, err := tr.Resolved(0, values)
		if err != nil {
			t.Fatal(err)
		}
		if resolved.Value != values["email"] {
			t.Fatalf("resolved %q", resolved.Value)
		}
		key := ActKey(tmpl, "https://e.com/login?utm_source=mail", []string{"email"}, nil)
		got, err := s.Act(key)
		if err != nil {
			t.Fatalf("lookup for %v: %v", values, err)
		}
		if got.Steps[0].Value != "{{email}}" || got.Key != stored.Key {
			t.Errorf("entry for %v = %+v", values, got)
		}
	}
}

func TestPutActKeepsRevisions(t *testing.T) {
	s := openMem(t)
	fakeClock(s)
	click := func(name string) []trajectory.Step {
		return []trajectory.Step{{ID: "s1", Action: trajectory.ActionClick, Target: target("text", name, "button")}}
	}
	key := ActKey(" click Sign in ", "https://E.com/login#x", nil, nil)
	if _, err := s.Act(key); !errors.Is(err, ErrNotFound) {
		t.Fatalf("empty cache: err = %v, want ErrNotFound", err)
	}
	first, err := s.PutAct(ActEntry{Instruction: " click Sign in ", URL: "https://E.com/login#x", Steps: click("Sign in"), Source: SourceMiss})
	if err != nil {
		t.Fatal(err)
	}
	if first.Key != key || first.Revision != 1 || first.URL != "https://e.com/login" || first.Instruction != "click Sign in" ||
		first.CreatedAt.IsZero() || first.VarNames == nil {
		t.Errorf("first = %+v", first)
	}
	second, err := s.PutAct(ActEntry{Key: key, Instruction: "click Sign in", URL: "https://e.com/login", Steps: click("Log in"), Source: SourceHealed})
	if err != nil {
		t.Fatal(err)
	}
	if second.Revision != 2 || !second.CreatedAt.After(first.CreatedAt) {
		t.Errorf("second = %+v", second)
	}
	latest, err := s.Act(key)
	if err != nil {
		t.Fatal(err)
	}
	if latest.Revision != 2 || latest.Source != SourceHealed || latest.Steps[0].Target.Candidates[0].Value != "Log in" {
		t.Errorf("latest = %+v", latest)
	}
	revs, err := s.ActRevisions(key)
	if err != nil {
		t.Fatal(err)
	}
	if len(revs) != 2 || revs[0].Revision != 2 || revs[1].Revision != 1 || revs[1].Steps[0].Target.Candidates[0].Value != "Sign in" {
		t.Errorf("revisions = %+v", revs)
	}

	for name, bad := range map[string]ActEntry{
		"no steps":   {Instruction: "x", URL: "https://e.com/", Source: SourceMiss},
		"bad source": {Instruction: "x", URL: "https://e.com/", Steps: click("a"), Source: "guess"},
		"bad step":   {Instruction: "x", URL: "https://e.com/", Steps: []trajectory.Step{{ID: "s1", Action: trajectory.ActionClick}}, Source: SourceMiss},
		"bad key":    {Key: "ABC", Instruction: "x", URL: "https://e.com/", Steps: click("a"), Source: SourceMiss},
	} {
		if _, err := s.PutAct(bad); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if _, err := s.Act("not-hex"); !errors.Is(err, ErrInvalid) {
		t.Errorf("bad key lookup: err = %v", err)
	}
	if _, err := s.ActRevisions(strings.Repeat("a", 64)); !errors.Is(err, ErrNotFound) {
		t.Errorf("unknown key revisions: err = %v", err)
	}
}

func TestAgentEntriesKeepRevisions(t *testing.T) {
	s := openMem(t)
	cfg := AgentConfig{Model: "openai/gpt-4.1-mini", Mode: "dom", SystemPrompt: "p", Tools: []string{"close", "act"}}
	key := AgentKey(" buy a scarf ", "HTTP://Shop.example:80/?b=2&a=1&utm_source=x", cfg)
	if key != AgentKey("buy a scarf", "http://shop.example/?a=1&b=2", AgentConfig{Model: "openai/gpt-4.1-mini", Mode: "dom", SystemPrompt: "p", Tools: []string{"act", "close"}}) {
		t.Error("equivalent goal, URL and tool order give different keys")
	}
	for _, other := range []AgentConfig{{Model: "openai/gpt-4.1", Mode: "dom", SystemPrompt: "p", Tools: cfg.Tools}, {Model: cfg.Model, Mode: "hybrid", SystemPrompt: "p", Tools: cfg.Tools}, {Model: cfg.Model, Mode: "dom", SystemPrompt: "p2", Tools: cfg.Tools}} {
		if AgentKey("buy a scarf", "http://shop.example/?a=1&b=2", other) == key {
			t.Errorf("config %+v shares the key", other)
		}
	}
	tr := &trajectory.Trajectory{Version: trajectory.FormatVersion, ID: "a", StartURL: "http://shop.example/", Steps: []trajectory.Step{{ID: "s1", Action: trajectory.ActionGoto, URL: "/cart"}}}
	if _, err := s.PutAgent(AgentEntry{Key: key, Goal: "buy a scarf", StartURL: tr.StartURL, Trajectory: tr}); err != nil {
		t.Fatal(err)
	}
	tr.Steps = append(tr.Steps, trajectory.Step{ID: "s2", Action: trajectory.ActionBack})
	if _, err := s.PutAgent(AgentEntry{Key: key, Goal: "buy a scarf", StartURL: tr.StartURL, Trajectory: tr}); err != nil {
		t.Fatal(err)
	}
	e, err := s.Agent(key)
	if err != nil || e.Revision != 2 || len(e.Trajectory.Steps) != 2 {
		t.Fatalf("latest: %+v %v", e, err)
	}
	revs, err := s.AgentRevisions(key)
	if err != nil || len(revs) != 2 || revs[1].Revision != 1 {
		t.Fatalf("revisions: %+v %v", revs, err)
	}
	if _, err := s.PutAgent(AgentEntry{Key: key, Trajectory: &trajectory.Trajectory{Version: trajectory.FormatVersion}}); !errors.Is(err, ErrInvalid) {
		t.Errorf("empty run stored: %v", err)
	}
	if _, err := s.Agent(AgentKey("other", "", cfg)); !errors.Is(err, ErrNotFound) {
		t.Errorf("missing key: %v", err)
	}
}

// TestActEntryStoresNoSecretInItsURL: the entry is keyed on the real page
// address, but the stored copy of the address must not carry a secret
// (a GET form's value) or a token; a secret typed literally into the
// instruction is masked too.
func TestActEntryStoresNoSecretInItsURL(t *testing.T) {
	dir := t.TempDir()
	s, err := Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	const canary = "canary-5b1e@example.com"
	page := "https://ann:pw0rd@shop.example.com/dashboard.html?user=" + canary + "&token=t0k3n-abc&lang=en"
	steps := []trajectory.Step{{ID: "s1", Action: trajectory.ActionClick, Target: target("text", "Shop", "link")}}
	key := ActKey("click Shop as "+canary, page, nil, nil)
	e, err := s.PutAct(ActEntry{Instruction: "click Shop as " + canary, URL: page, Steps: steps, Source: SourceMiss, Secrets: []string{canary}})
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.Act(key)
	if err != nil {
		t.Fatalf("the entry is not found under the real address's key: %v", err)
	}
	for _, entry := range []*ActEntry{&e, got} {
		for _, leak := range []string{canary, "pw0rd", "t0k3n-abc"} {
			if strings.Contains(entry.URL, leak) || strings.Contains(entry.Instruction, leak) {
				t.Errorf("stored entry keeps %q: url %q, instruction %q", leak, entry.URL, entry.Instruction)
			}
		}
		if !strings.Contains(entry.URL, "shop.example.com/dashboard.html") || !strings.Contains(entry.URL, "lang=en") {
			t.Errorf("stored URL lost what a reader needs: %q", entry.URL)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	for _, leak := range []string{canary, "pw0rd", "t0k3n-abc"} {
		if f := filescan.Holding(dir, leak); f != "" {
			t.Errorf("%q is in the store file %s", leak, f)
		}
	}
}
