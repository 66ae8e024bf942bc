package snapshot

// Scores Take gives locator candidates, on Playwright's scale (lower ranks
// first; see selectorGenerator.ts). A candidate is kept only if it matches
// exactly one element of its frame, except the XPath which is always last.
const (
	// ScoreTestID is for data-testid="…", Playwright's default test id.
	ScoreTestID = 1
	// ScoreOtherTestID is for data-test, data-qa, data-cy, data-test-id,
	// data-qa-id and data-testing.
	ScoreOtherTestID = 2
	// ScoreRole is for getByRole(role, {name, exact: true}).
	ScoreRole = 100
	// ScorePlaceholder is for getByPlaceholder(text, {exact: true}).
	ScorePlaceholder = 120
	// ScoreLabel is for getByLabel(text, {exact: true}).
	ScoreLabel = 140
	// ScoreAltText is for getByAltText(text, {exact: true}).
	ScoreAltText = 160
	// ScoreText is for getByText(text, {exact: true}).
	ScoreText = 180
	// ScoreTitle is for getByTitle(text, {exact: true}).
	ScoreTitle = 200
	// ScoreCSSID is for #id when the id does not look generated.
	ScoreCSSID = 500
	// ScoreCSSAttr is for tag[name=…], tag[type=…], tag[type=…][name=…]
	// and data key attributes such as tr[data-user-id="u5"].
	ScoreCSSAttr = 520
	// ScoreCSSRow is for a nameless control found by the text of the row,
	// card or group it sits in: `li:has-text("Walk the dog") > div >
	// input[type="checkbox"]` (Playwright's filter({ hasText }) as CSS).
	ScoreCSSRow = 540
	// ScoreCSSPath is for the structural CSS path, always unique.
	ScoreCSSPath = 10_000_000
	// ScoreXPath is for the absolute XPath, kept for elements outside
	// shadow roots even when another candidate exists.
	ScoreXPath = 10_000_001
)
