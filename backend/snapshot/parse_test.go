package snapshot

import (
	"errors"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

func TestParseLocatorReadsWhatUsersWrite(t *testing.T) {
	for _, c := range []struct {
		name, in string
		want     trajectory.Locator
	}{
		{"role with a name", `getByRole('button', { name: 'Sign in' })`, trajectory.Locator{Kind: trajectory.LocRole, Role: "button", Name: "Sign in", Score: ScoreRole}},
		{"page. prefix, exact option and double quotes", `page.getByRole("link", { name: "Cart", exact: true });`, trajectory.Locator{Kind: trajectory.LocRole, Role: "link", Name: "Cart", Score: ScoreRole}},
		{"role without a name", `getByRole('textbox')`, trajectory.Locator{Kind: trajectory.LocRole, Role: "textbox", Score: ScoreRole}},
		{"escaped quote", `getByText('Don\'t go')`, trajectory.Locator{Kind: trajectory.LocText, Value: "Don't go", Score: ScoreText}},
		{"label", `getByLabel("Email")`, trajectory.Locator{Kind: trajectory.LocLabel, Value: "Email", Score: ScoreLabel}},
		{"placeholder", `getByPlaceholder('you@example.com')`, trajectory.Locator{Kind: trajectory.LocPlaceholder, Value: "you@example.com", Score: ScorePlaceholder}},
		{"test id", `getByTestId('login-submit')`, trajectory.Locator{Kind: trajectory.LocTestID, Attr: "data-testid", Value: "login-submit", Score: ScoreTestID}},
		{"test id as the studio shows it", `data-qa="buy"`, trajectory.Locator{Kind: trajectory.LocTestID, Attr: "data-qa", Value: "buy", Score: ScoreOtherTestID}},
		{"locator with CSS", `locator('#email')`, trajectory.Locator{Kind: trajectory.LocCSS, Value: "#email", Score: ScoreCSSID}},
		{"locator with XPath", `locator("xpath=//form/input[1]")`, trajectory.Locator{Kind: trajectory.LocXPath, Value: "//form/input[1]", Score: ScoreXPath}},
		{"bare XPath", `//button[text()="Sign in"]`, trajectory.Locator{Kind: trajectory.LocXPath, Value: `//button[text()="Sign in"]`, Score: ScoreXPath}},
		{"bare CSS", `form input[type=password]`, trajectory.Locator{Kind: trajectory.LocCSS, Value: "form input[type=password]", Score: ScoreCSSAttr}},
		{"role engine", `role=button[name="Sign in"]`, trajectory.Locator{Kind: trajectory.LocRole, Role: "button", Name: "Sign in", Score: ScoreRole}},
		{"text engine", `text="Welcome"`, trajectory.Locator{Kind: trajectory.LocText, Value: "Welcome", Score: ScoreText}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := ParseLocator(c.in)
			if err != nil || got != c.want {
				t.Errorf("ParseLocator(%s) = %+v, %v; want %+v", c.in, got, err, c.want)
			}
		})
	}
}

func TestParseLocatorSaysWhatIsWrong(t *testing.T) {
	for in, hint := range map[string]string{
		"":                  "empty",
		"getByRole(button)": "quoted",
		"getByColor('red')": "not a locator method",
		"getByText('open":   "unfinished",
	} {
		_, err := ParseLocator(in)
		if !errors.Is(err, ErrLocatorSyntax) || !strings.Contains(err.Error(), hint) {
			t.Errorf("ParseLocator(%q): %v; want a %q hint", in, err, hint)
		}
	}
}
