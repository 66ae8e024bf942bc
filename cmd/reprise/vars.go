package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"regexp"
	"slices"
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// Where variable values come from, lowest precedence first:
//
//  1. the environment: REPRISE_VAR_<NAME>=value and, for secrets,
//     REPRISE_SECRET_<NAME>=value. An all-capitals NAME stands for the
//     lower-case variable (REPRISE_SECRET_PASSWORD fills {{password}});
//     names are matched to a flow's variables without regard to case;
//
//  2. a vars file (--vars-file FILE), one value a line:
//
//     # comment
//     user=ann@example.com
//     secret password=hunter2
//     export region="eu-west-1"      (quotes and "export " are dropped)
//
//     or a JSON object: {"user": "ann", "password": {"value": "hunter2", "secret": true}};
//
//  3. --var name=value and --secret name=value on the command line.
//
// A name marked secret by any source is secret: never stored, never sent
// to a model, masked in every output. The environment and the file keep
// values out of the process list, where any user of the machine can read
// a command line.
const (
	envVarPrefix    = "REPRISE_VAR_"
	envSecretPrefix = "REPRISE_SECRET_"
)

// varFlags are --var, --secret and --vars-file; load adds the environment.
type varFlags struct {
	vars, secrets kvFlag
	file          string
	// given are the names --var and --secret gave, before load merged
	// the environment and the vars file (which may hold values for other
	// flows).
	given []string
	// fromEnv are the environment variables load read, by the variable
	// name each gave (REPRISE_VAR_USER gives user).
	fromEnv map[string]string
	// misprefixed are notes on environment variables whose prefix
	// misspells REPRISE_VAR_ or REPRISE_SECRET_ (REPRISE_SECERT_PASSWORD).
	misprefixed []string
}

func (v *varFlags) register(fs *flag.FlagSet) {
	v.vars, v.secrets = kvFlag{}, kvFlag{}
	fs.Var(v.vars, "var", "variable name=value (repeatable); steps keep {{name}}; also REPRISE_VAR_NAME")
	fs.Var(v.secrets, "secret", "secret variable name=value (repeatable); never stored, never sent to a model; also REPRISE_SECRET_NAME")
	fs.StringVar(&v.file, "vars-file", "", `file of values: "name=value" and "secret name=value" lines, or a JSON object (--var and --secret win)`)
}

// load merges the environment and the vars file under the flags' values,
// so that v.vars and v.secrets hold every value and a secret is in
// v.secrets only. Errors name the file and line.
func (v *varFlags) load(environ []string) error {
	v.given = slices.Sorted(maps.Keys(v.vars))
	v.given = append(v.given, slices.Sorted(maps.Keys(v.secrets))...)
	vars, secrets := kvFlag{}, kvFlag{}
	v.fromEnv, v.misprefixed = map[string]string{}, nil
	for _, kv := range environ {
		k, val, _ := strings.Cut(kv, "=")
		if name, ok := strings.CutPrefix(k, envVarPrefix); ok && name != "" {
			vars[envName(name)] = val
			v.fromEnv[envName(name)] = k
		} else if want, name := nearPrefix(k); want != "" {
			v.misprefixed = append(v.misprefixed, fmt.Sprintf("note: %s is set, but Reprise reads values from %s…: did you mean %s%s?", k, want, want, name))
		}
	}
	slices.Sort(v.misprefixed)
	for _, kv := range environ {
		k, val, _ := strings.Cut(kv, "=")
		if name, ok := strings.CutPrefix(k, envSecretPrefix); ok && name != "" {
			delete(vars, envName(name))
			secrets[envName(name)] = val
			v.fromEnv[envName(name)] = k
		}
	}
	if v.file != "" {
		fv, fs, err := parseVarsFile(v.file)
		if err != nil {
			return err
		}
		for k, val := range fv {
			put(vars, secrets, k, val, false)
		}
		for k, val := range fs {
			put(vars, secrets, k, val, true)
		}
	}
	for k, val := range v.vars {
		put(vars, secrets, k, val, false)
	}
	for k, val := range v.secrets {
		put(vars, secrets, k, val, true)
	}
	v.vars, v.secrets = vars, secrets
	return nil
}

// put sets name to val; a name once secret stays secret.
func put(vars, secrets kvFlag, name, val string, secret bool) {
	if _, was := secrets[name]; secret || was {
		delete(vars, name)
		secrets[name] = val
		return
	}
	vars[name] = val
}

// envName turns the NAME of REPRISE_VAR_NAME into a variable name: an
// all-capitals name is the lower-case variable, any other is kept.
func envName(name string) string {
	if strings.ToUpper(name) == name {
		return strings.ToLower(name)
	}
	return name
}

// declare adds the variables to t and returns their values.
func (v *varFlags) declare(t *trajectory.Trajectory) map[string]string {
	vals := map[string]string{}
	for _, k := range slices.Sorted(maps.Keys(v.vars)) {
		t.Variables = append(t.Variables, trajectory.Variable{Name: k, Default: v.vars[k]})
		vals[k] = v.vars[k]
	}
	for _, k := range slices.Sorted(maps.Keys(v.secrets)) {
		t.Variables = append(t.Variables, trajectory.Variable{Name: k, Secret: true})
		vals[k] = v.secrets[k]
	}
	return vals
}

// secretValues returns the secret values, for masking output.
func (v *varFlags) secretValues() []string {
	out := make([]string, 0, len(v.secrets))
	for _, val := range v.secrets {
		if val != "" {
			out = append(out, val)
		}
	}
	return out
}

// valuesFor returns the values for replaying t: each of t's variables
// takes a value given under its name, or else one given under the same
// name in another case (REPRISE_VAR_USER for {{user}}, {{User}}). Values
// for names t does not declare are kept as given.
func (v *varFlags) valuesFor(t *trajectory.Trajectory) map[string]string {
	vals := map[string]string{}
	for _, src := range []kvFlag{v.vars, v.secrets} {
		for k, val := range src {
			vals[k] = val
		}
	}
	for _, tv := range t.Variables {
		if _, ok := vals[tv.Name]; ok {
			continue
		}
		for k, val := range vals {
			if namesVariable(k, tv.Name) {
				vals[tv.Name] = val
				break
			}
		}
	}
	return vals
}

// checkUsed refuses a --var or --secret whose name none of ts declares
// or uses, as valuesFor matches names: a mistyped name (--var usr=…)
// would otherwise leave the flow running on its default.
func (v *varFlags) checkUsed(ts ...*trajectory.Trajectory) error {
	known := knownVariables(ts)
	who, their := "the flow has no", "its"
	if len(ts) > 1 {
		who, their = fmt.Sprintf("none of the %d flows has a", len(ts)), "their"
	}
	has := "no variables at all"
	if len(known) > 0 {
		has = their + " variables: " + strings.Join(known, ", ")
	}
	for _, name := range v.given {
		used := slices.ContainsFunc(known, func(k string) bool { return namesVariable(name, k) })
		if !used {
			return fmt.Errorf("%s variable named %q (%s); check the name given to --var or --secret", who, name, has)
		}
	}
	return nil
}

// envNotes are notes on environment variables that look like misspelt
// names of ts' variables (REPRISE_SECRET_PASWORD for {{password}}). The
// environment may hold values for other flows, so a name no flow has is
// not refused as --var's is (checkUsed); one that is a letter or two
// from a variable the flows have, and that no flow has, is worth a word.
func (v *varFlags) envNotes(ts ...*trajectory.Trajectory) []string {
	known := knownVariables(ts)
	notes := slices.Clone(v.misprefixed)
	for _, name := range slices.Sorted(maps.Keys(v.fromEnv)) {
		if slices.ContainsFunc(known, func(k string) bool { return namesVariable(name, k) }) {
			continue
		}
		for _, t := range ts {
			if near := t.NearVariable(name); near != "" {
				env, prefix := v.fromEnv[name], envVarPrefix
				if strings.HasPrefix(env, envSecretPrefix) {
					prefix = envSecretPrefix
				}
				notes = append(notes, fmt.Sprintf("note: %s is set, but no variable is named %s: did you mean %s%s for {{%s}}?",
					env, name, prefix, strings.ToUpper(strings.ReplaceAll(near, "-", "_")), near))
				break
			}
		}
	}
	return notes
}

// namesVariable reports whether a value given under name is for the
// flow's variable v: the same name but for case, and "_" standing for "-"
// (REPRISE_VAR_USER for {{user}}, API_KEY for {{api-key}}).
func namesVariable(name, v string) bool {
	return strings.EqualFold(name, v) || strings.EqualFold(name, strings.ReplaceAll(v, "-", "_"))
}

// nearPrefix returns envVarPrefix or envSecretPrefix, and the NAME after
// the prefix, when the environment variable k looks like a value meant
// for one whose prefix is misspelt (REPRISE_SECERT_PASSWORD,
// REPRISE_VARS_USER); else "".
func nearPrefix(k string) (prefix, name string) {
	rest, ok := strings.CutPrefix(k, "REPRISE_")
	word, name, ok2 := strings.Cut(rest, "_")
	if !ok || !ok2 || name == "" {
		return "", ""
	}
	switch trajectory.NearName(word, []string{"VAR", "SECRET"}) {
	case "VAR":
		return envVarPrefix, name
	case "SECRET":
		return envSecretPrefix, name
	}
	return "", ""
}

// knownVariables are the names of the variables ts declare or use,
// sorted, each once.
func knownVariables(ts []*trajectory.Trajectory) []string {
	var known []string
	for _, t := range ts {
		for _, tv := range t.Variables {
			known = append(known, tv.Name)
		}
		known = append(known, t.Referenced()...)
	}
	slices.Sort(known)
	return slices.Compact(known)
}

// varsFileName is what a variable may be called in a vars file.
var varsFileName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_.-]*$`)

// maxVarsFile bounds a vars file: it is a list of values, not data.
const maxVarsFile = 1 << 20

// parseVarsFile reads a vars file: "name=value" and "secret name=value"
// lines, or a JSON object. It returns the plain values and the secret ones.
func parseVarsFile(path string) (vars, secrets map[string]string, err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, fmt.Errorf("reading --vars-file: %w", err)
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return nil, nil, fmt.Errorf("reading --vars-file %s: not a regular file", path)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxVarsFile+1))
	if err != nil {
		return nil, nil, fmt.Errorf("reading --vars-file %s: %w", path, err)
	}
	if len(data) > maxVarsFile {
		return nil, nil, fmt.Errorf("--vars-file %s is larger than 1 MiB; it should hold name=value lines", path)
	}
	vars, secrets = map[string]string{}, map[string]string{}
	if bytes.HasPrefix(bytes.TrimSpace(data), []byte("{")) {
		return parseVarsJSON(path, data, vars, secrets)
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), maxVarsFile)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		secret := false
		if rest, ok := cutWord(line, "secret"); ok {
			line, secret = rest, true
		} else if rest, ok := cutWord(line, "export"); ok {
			line = rest
		}
		k, val, ok := strings.Cut(line, "=")
		k = strings.TrimSpace(k)
		if !ok || !varsFileName.MatchString(k) {
			// The line may hold a secret: quote only its number.
			return nil, nil, fmt.Errorf("--vars-file %s line %d: want name=value or secret name=value", path, n)
		}
		val = strings.TrimSpace(val)
		if len(val) >= 2 && (val[0] == '"' && val[len(val)-1] == '"' || val[0] == '\'' && val[len(val)-1] == '\'') {
			val = val[1 : len(val)-1]
		}
		if secret {
			secrets[k] = val
			delete(vars, k)
		} else {
			vars[k] = val
		}
	}
	if err := sc.Err(); err != nil {
		return nil, nil, fmt.Errorf("reading --vars-file %s: %w", path, err)
	}
	return vars, secrets, nil
}

// cutWord cuts a leading word followed by a space or tab.
func cutWord(line, word string) (string, bool) {
	rest, ok := strings.CutPrefix(line, word)
	if !ok || rest == "" || (rest[0] != ' ' && rest[0] != '\t') {
		return line, false
	}
	return strings.TrimSpace(rest), true
}

// parseVarsJSON reads {"name": "value", "name": {"value": "…", "secret": true}}.
func parseVarsJSON(path string, data []byte, vars, secrets map[string]string) (map[string]string, map[string]string, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, nil, fmt.Errorf("--vars-file %s: not a JSON object of values: %s", path, jsonProblem(err))
	}
	names := make([]string, 0, len(raw))
	for k := range raw {
		names = append(names, k)
	}
	slices.Sort(names)
	for _, k := range names {
		if !varsFileName.MatchString(k) {
			return nil, nil, fmt.Errorf("--vars-file %s: %q is not a variable name (letters, digits, _ - .)", path, k)
		}
		var obj struct {
			Value  json.RawMessage `json:"value"`
			Secret bool            `json:"secret"`
		}
		msg := raw[k]
		secret := false
		if bytes.HasPrefix(bytes.TrimSpace(msg), []byte("{")) {
			if err := json.Unmarshal(msg, &obj); err != nil || obj.Value == nil {
				return nil, nil, fmt.Errorf(`--vars-file %s: %q wants a value or {"value": …, "secret": true}`, path, k)
			}
			msg, secret = obj.Value, obj.Secret
		}
		val, ok := scalar(msg)
		if !ok {
			return nil, nil, fmt.Errorf("--vars-file %s: the value of %q must be a string, number or boolean", path, k)
		}
		if secret {
			secrets[k] = val
		} else {
			vars[k] = val
		}
	}
	return vars, secrets, nil
}

// scalar decodes a JSON string, number or boolean as text.
func scalar(msg json.RawMessage) (string, bool) {
	var s string
	if json.Unmarshal(msg, &s) == nil {
		return s, true
	}
	var n json.Number
	if json.Unmarshal(msg, &n) == nil {
		return n.String(), true
	}
	var b bool
	if json.Unmarshal(msg, &b) == nil {
		return fmt.Sprint(b), true
	}
	return "", false
}

// jsonProblem describes a JSON syntax error by offset only, so that a
// secret near the mistake is not quoted back.
func jsonProblem(err error) string {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return fmt.Sprintf("syntax error at byte %d", se.Offset)
	}
	return "it is not an object of names to values"
}

// writeJSON prints v as indented JSON with every secret value and URL
// credential redacted (trajectory.Redact): --json output goes to CI logs.
func writeJSON(w io.Writer, v any, secrets []string) {
	// Unescaped '&' keeps the query parameters of URLs apart for Redact.
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		fmt.Fprintf(w, "{\"error\": %q}\n", err.Error())
		return
	}
	_, _ = io.WriteString(w, trajectory.Redact(buf.String(), jsonSecrets(secrets)))
}

// jsonSecrets adds the JSON-escaped form of each secret ("a\"b"), as
// it appears inside encoded strings.
func jsonSecrets(secrets []string) []string {
	out := append([]string(nil), secrets...)
	for _, s := range secrets {
		b, _ := json.Marshal(s)
		if e := string(b[1 : len(b)-1]); e != s {
			out = append(out, e)
		}
	}
	return out
}

// lookupVar is os.LookupEnv for the runner's REPRISE_VAR_<NAME> look-ups,
// falling back to REPRISE_SECRET_<NAME>.
func lookupVar(key string) (string, bool) {
	if v, ok := os.LookupEnv(key); ok {
		return v, true
	}
	if name, ok := strings.CutPrefix(key, envVarPrefix); ok {
		return os.LookupEnv(envSecretPrefix + name)
	}
	return "", false
}

// redactWriter redacts each write (trajectory.Redact) before passing it
// on. Every Fprintf is one write, so a secret is never split across two.
type redactWriter struct {
	w       io.Writer
	secrets func() []string
}

func (r redactWriter) Write(p []byte) (int, error) {
	if _, err := io.WriteString(r.w, trajectory.Redact(string(p), r.secrets())); err != nil {
		return 0, err
	}
	return len(p), nil
}
