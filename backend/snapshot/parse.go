package snapshot

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// ErrLocatorSyntax means a locator a user wrote could not be read.
var ErrLocatorSyntax = errors.New("locator not understood")

// ParseLocator reads a locator a user writes into a candidate: Playwright
// locator syntax (getByRole('button', { name: 'Sign in' }), getByText,
// getByLabel, getByPlaceholder, getByAltText, getByTitle, getByTestId,
// locator('…'), with or without "page."), a selector with an engine
// prefix (css=, xpath=, text=, role=button[name="…"]), an XPath (//…),
// data-testid="…" as the studio shows test ids, or else plain CSS. The
// candidate gets the score Take gives its kind. Text locators match
// exactly, as recorded candidates do (Resolve).
func ParseLocator(text string) (trajectory.Locator, error) {
	s := strings.TrimSpace(text)
	s = strings.TrimSuffix(s, ";")
	s = strings.TrimPrefix(s, "await ")
	s = strings.TrimPrefix(s, "page.")
	if s == "" {
		return trajectory.Locator{}, fmt.Errorf("%w: it is empty; write e.g. getByRole('button', { name: 'Sign in' }) or a CSS selector", ErrLocatorSyntax)
	}
	if m := callRe.FindStringSubmatch(s); m != nil {
		return parseCall(m[1], m[2])
	}
	if strings.HasPrefix(s, "getBy") || strings.HasPrefix(s, "locator(") {
		return trajectory.Locator{}, fmt.Errorf("%w: %s is unfinished; close its quoted text and parenthesis, e.g. getByText('Sign in')", ErrLocatorSyntax, s)
	}
	if m := testIDRe.FindStringSubmatch(s); m != nil {
		v, err := unquote(m[2])
		if err != nil {
			return trajectory.Locator{}, err
		}
		return trajectory.Locator{Kind: trajectory.LocTestID, Attr: m[1], Value: v, Score: testIDScore(m[1])}, nil
	}
	return parseSelector(s)
}

var (
	callRe   = regexp.MustCompile(`^(getBy[A-Za-z]+|locator)\(\s*([\s\S]*?)\s*\)$`)
	testIDRe = regexp.MustCompile(`^(data-testid|data-test|data-qa|data-cy|data-test-id|data-qa-id|data-testing)=("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')$`)
	roleSel  = regexp.MustCompile(`^role=([a-z]+)(?:\[name=("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')[si]?\])?$`)
	nameOpt  = regexp.MustCompile(`name\s*:\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|` + "`[^`]*`" + `)`)
)

func testIDScore(attr string) int {
	if attr == "data-testid" {
		return ScoreTestID
	}
	return ScoreOtherTestID
}

// parseSelector reads a Playwright selector string.
func parseSelector(s string) (trajectory.Locator, error) {
	switch {
	case strings.HasPrefix(s, "xpath="):
		return trajectory.Locator{Kind: trajectory.LocXPath, Value: strings.TrimPrefix(s, "xpath="), Score: ScoreXPath}, nil
	case strings.HasPrefix(s, "//") || strings.HasPrefix(s, "(//") || strings.HasPrefix(s, ".."):
		return trajectory.Locator{Kind: trajectory.LocXPath, Value: s, Score: ScoreXPath}, nil
	case strings.HasPrefix(s, "css="):
		return cssLocator(strings.TrimPrefix(s, "css=")), nil
	case strings.HasPrefix(s, "text="):
		v := strings.TrimPrefix(s, "text=")
		if u, err := unquote(v); err == nil {
			v = u
		}
		return trajectory.Locator{Kind: trajectory.LocText, Value: v, Score: ScoreText}, nil
	case strings.HasPrefix(s, "role="):
		m := roleSel.FindStringSubmatch(s)
		if m == nil {
			return trajectory.Locator{}, fmt.Errorf("%w: %q; write role=button[name=\"Sign in\"]", ErrLocatorSyntax, s)
		}
		l := trajectory.Locator{Kind: trajectory.LocRole, Role: m[1], Score: ScoreRole}
		if m[2] != "" {
			n, err := unquote(m[2])
			if err != nil {
				return trajectory.Locator{}, err
			}
			l.Name = n
		}
		return l, nil
	}
	return cssLocator(s), nil
}

func cssLocator(css string) trajectory.Locator {
	score := ScoreCSSPath
	if cssIDRe.MatchString(css) {
		score = ScoreCSSID
	} else if strings.Contains(css, "[") {
		score = ScoreCSSAttr
	}
	return trajectory.Locator{Kind: trajectory.LocCSS, Value: css, Score: score}
}

var cssIDRe = regexp.MustCompile(`^#[A-Za-z_][\w-]*$`)

// parseCall reads one Playwright locator call's arguments.
func parseCall(verb, args string) (trajectory.Locator, error) {
	first, rest, err := leadingString(args)
	if err != nil {
		return trajectory.Locator{}, fmt.Errorf("%w: %s(…) needs a quoted text first, e.g. %s('Sign in')", ErrLocatorSyntax, verb, verb)
	}
	var l trajectory.Locator
	switch verb {
	case "getByRole":
		l = trajectory.Locator{Kind: trajectory.LocRole, Role: first, Score: ScoreRole}
		if m := nameOpt.FindStringSubmatch(rest); m != nil {
			if l.Name, err = unquote(m[1]); err != nil {
				return trajectory.Locator{}, err
			}
		}
		return l, nil
	case "getByText":
		l = trajectory.Locator{Kind: trajectory.LocText, Value: first, Score: ScoreText}
	case "getByLabel":
		l = trajectory.Locator{Kind: trajectory.LocLabel, Value: first, Score: ScoreLabel}
	case "getByPlaceholder":
		l = trajectory.Locator{Kind: trajectory.LocPlaceholder, Value: first, Score: ScorePlaceholder}
	case "getByAltText":
		l = trajectory.Locator{Kind: trajectory.LocAltText, Value: first, Score: ScoreAltText}
	case "getByTitle":
		l = trajectory.Locator{Kind: trajectory.LocTitle, Value: first, Score: ScoreTitle}
	case "getByTestId":
		l = trajectory.Locator{Kind: trajectory.LocTestID, Attr: "data-testid", Value: first, Score: ScoreTestID}
	case "locator":
		return parseSelector(first)
	default:
		return trajectory.Locator{}, fmt.Errorf("%w: %s is not a locator method; use getByRole, getByText, getByLabel, getByPlaceholder, getByAltText, getByTitle, getByTestId or locator", ErrLocatorSyntax, verb)
	}
	return l, nil
}

// leadingString reads the quoted string at the start of s and returns
// it unquoted with what follows.
func leadingString(s string) (string, string, error) {
	if s == "" {
		return "", "", ErrLocatorSyntax
	}
	q := s[0]
	if q != '\'' && q != '"' && q != '`' {
		return "", "", ErrLocatorSyntax
	}
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case q:
			v, err := unquote(s[:i+1])
			return v, s[i+1:], err
		}
	}
	return "", "", ErrLocatorSyntax
}

// unquote undoes JavaScript string quoting ('…', "…" or `…`).
func unquote(q string) (string, error) {
	if len(q) < 2 || q[0] != q[len(q)-1] || !strings.ContainsRune(`'"`+"`", rune(q[0])) {
		return "", fmt.Errorf("%w: %s is not a quoted text", ErrLocatorSyntax, q)
	}
	var b strings.Builder
	body := q[1 : len(q)-1]
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c == '\\' && i+1 < len(body) {
			i++
			switch body[i] {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			default:
				b.WriteByte(body[i])
			}
			continue
		}
		b.WriteByte(c)
	}
	return b.String(), nil
}
