package runner

import (
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/reprise-qa/reprise/backend/userfile"
)

// A Row is one set of variable values a data-driven run runs each flow
// with (reprise run --rows FILE): one line of a CSV file under its header.
type Row struct {
	// Number is the row's position among the file's rows, from 1.
	Number int
	// Values are the row's values by variable name, Secret the names of
	// its secret columns (a header cell "secret NAME").
	Values map[string]string
	Secret map[string]bool
	// Label is the row's first non-secret value, shortened, to tell rows
	// apart in reports; "" when it has none.
	Label string
}

// ErrRows is wrapped by ParseRows' errors.
var ErrRows = errors.New("bad rows file")

// MaxRows bounds a rows file: each row is a run of every flow.
const MaxRows = 10000

// ParseRows reads a rows file: CSV whose first line names the variables
// (a cell "secret NAME" makes NAME's values secret: masked everywhere, as
// --secret's) and whose other lines are one run's values each. Blank lines
// are skipped. Errors name the file, the line and what to do.
func ParseRows(path string) ([]Row, error) {
	data, err := userfile.Read(context.Background(), path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w %s: there is no such file; check the path given to --rows", ErrRows, path)
	}
	if err != nil {
		return nil, fmt.Errorf("reading rows file: %w", err)
	}
	r := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(data, []byte("\ufeff")))) // Excel writes a byte order mark
	r.FieldsPerRecord = -1
	header, err := r.Read()
	if errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("%w %s: it is empty; its first line names the variables (user,secret password) and each line after it is one run's values", ErrRows, path)
	}
	if err != nil {
		return nil, csvError(path, err)
	}
	names := make([]string, len(header))
	secret := map[string]bool{}
	for i, cell := range header {
		name := strings.TrimSpace(cell)
		if rest, ok := strings.CutPrefix(name, "secret "); ok {
			name = strings.TrimSpace(rest)
			secret[name] = true
		}
		if !envKey.MatchString(name) {
			return nil, fmt.Errorf("%w %s: line 1, column %d: %q is not a variable name (letters, digits, _ . -; \"secret NAME\" for a secret)", ErrRows, path, i+1, cell)
		}
		for _, n := range names[:i] {
			if n == name {
				return nil, fmt.Errorf("%w %s: line 1: %q names two columns", ErrRows, path, name)
			}
		}
		names[i] = name
	}
	var rows []Row
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, csvError(path, err)
		}
		line, _ := r.FieldPos(0)
		if len(rec) == 1 && strings.TrimSpace(rec[0]) == "" {
			continue
		}
		if len(rec) != len(names) {
			return nil, fmt.Errorf("%w %s: line %d has %s, the header names %d variables (%s)", ErrRows, path, line, plural(len(rec), "value"), len(names), strings.Join(names, ", "))
		}
		if len(rows) == MaxRows {
			return nil, fmt.Errorf("%w %s: more than %d rows; split it into several files", ErrRows, path, MaxRows)
		}
		row := Row{Number: len(rows) + 1, Values: map[string]string{}, Secret: secret}
		for i, v := range rec {
			row.Values[names[i]] = v
			if row.Label == "" && !secret[names[i]] && strings.TrimSpace(v) != "" {
				row.Label = cut(strings.Join(strings.Fields(v), " "), 40) // one line, even for a multi-line value
			}
		}
		rows = append(rows, row)
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("%w %s: it has a header but no rows of values", ErrRows, path)
	}
	return rows, nil
}

// secrets returns the row's secret values.
func (r *Row) secrets() []string {
	if r == nil {
		return nil
	}
	var out []string
	for name, v := range r.Values {
		if r.Secret[name] && v != "" {
			out = append(out, v)
		}
	}
	return out
}

// WithRows returns each flow once per row, the rows of a flow together
// and in order: flows × rows runs. Each copy's Ref and Name say its row.
func WithRows(flows []Flow, rows []Row) []Flow {
	if len(rows) == 0 {
		return flows
	}
	out := make([]Flow, 0, len(flows)*len(rows))
	for _, f := range flows {
		for i := range rows {
			c := f
			c.Row = &rows[i]
			c.Ref = fmt.Sprintf("%s [row %d]", f.Ref, rows[i].Number)
			out = append(out, c)
		}
	}
	return out
}

// cut shortens s to n characters and an ellipsis.
// csvError words a CSV syntax error for someone editing the file by hand.
func csvError(path string, err error) error {
	var pe *csv.ParseError
	if errors.As(err, &pe) && (errors.Is(pe.Err, csv.ErrQuote) || errors.Is(pe.Err, csv.ErrBareQuote)) {
		return fmt.Errorf("%w %s: line %d: a quote is not closed, or stands inside a value; put a value in double quotes when it holds a comma or a quote, and write a quote inside it twice (\"say \"\"hi\"\"\")", ErrRows, path, pe.StartLine)
	}
	return fmt.Errorf("%w %s: %v", ErrRows, path, err)
}

// plural says "1 value", "2 values".
func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

func cut(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}
