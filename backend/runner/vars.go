package runner

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
	"github.com/reprise-qa/reprise/backend/userfile"
)

// EnvPrefix prefixes environment variables that give flows variable
// values: REPRISE_VAR_PASSWORD (or REPRISE_VAR_password) fills
// {{password}} when neither --var nor a vars file does.
const EnvPrefix = "REPRISE_VAR_"

var envKey = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_.-]*$`)

// ParseVarsFile reads variable values from path: either a JSON object
// whose values are strings, numbers or booleans ({"user": "ann"}), or
// .env lines (KEY=VALUE, "# comments", an optional "export " prefix,
// values optionally in single or double quotes). Errors name the line or
// key and wrap ErrVarsFile.
func ParseVarsFile(path string) (map[string]string, error) {
	data, err := userfile.Read(context.Background(), path)
	if err != nil {
		return nil, fmt.Errorf("reading vars file: %w", err)
	}
	if bytes.HasPrefix(bytes.TrimSpace(data), []byte("{")) {
		return parseVarsJSON(path, data)
	}
	return parseDotEnv(path, data)
}

func parseVarsJSON(path string, data []byte) (map[string]string, error) {
	var raw map[string]any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&raw); err != nil {
		return nil, fmt.Errorf("%w %s: not a JSON object of values: %v", ErrVarsFile, path, err)
	}
	out := make(map[string]string, len(raw))
	for k, v := range raw {
		switch x := v.(type) {
		case string:
			out[k] = x
		case json.Number:
			out[k] = x.String()
		case bool:
			out[k] = fmt.Sprint(x)
		default:
			return nil, fmt.Errorf("%w %s: value of %q must be a string, number or boolean", ErrVarsFile, path, k)
		}
	}
	return out, nil
}

func parseDotEnv(path string, data []byte) (map[string]string, error) {
	out := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		line = strings.TrimPrefix(line, "export ")
		k, v, ok := strings.Cut(line, "=")
		k = strings.TrimSpace(k)
		if !ok || !envKey.MatchString(k) {
			return nil, fmt.Errorf("%w %s line %d: want KEY=VALUE", ErrVarsFile, path, n)
		}
		v = strings.TrimSpace(v)
		if len(v) >= 2 && (v[0] == '"' && v[len(v)-1] == '"' || v[0] == '\'' && v[len(v)-1] == '\'') {
			v = v[1 : len(v)-1]
		}
		out[k] = v
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%w %s: %v", ErrVarsFile, path, err)
	}
	return out, nil
}

// valuesFor returns the variable values a flow runs with, lowest
// precedence first: the trajectory's defaults, the environment
// (EnvPrefix+NAME, as written or upper-cased with "-" as "_"), then vars.
func valuesFor(t *trajectory.Trajectory, vars map[string]string, lookupEnv func(string) (string, bool)) map[string]string {
	over := map[string]string{}
	if lookupEnv != nil {
		names := t.Referenced()
		for _, v := range t.Variables {
			names = append(names, v.Name)
		}
		for _, n := range names {
			if _, ok := over[n]; ok {
				continue
			}
			if val, ok := lookupEnv(EnvPrefix + n); ok {
				over[n] = val
			} else if val, ok := lookupEnv(EnvPrefix + strings.ToUpper(strings.ReplaceAll(n, "-", "_"))); ok {
				over[n] = val
			}
		}
	}
	for k, v := range vars {
		over[k] = v
	}
	return t.Values(over)
}
