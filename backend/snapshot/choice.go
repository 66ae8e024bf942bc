package snapshot

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/playwright-community/playwright-go"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// A ChoiceBasis sums up what an element was chosen among: the elements
// like it on the page (the same tag and class: every product's "Add to
// cart" button) and, for each, the text of the list item it sits in (the
// product card: its name, price and rating), in page order. It holds a
// digest only, never the texts, so no value the page shows is kept.
type ChoiceBasis struct {
	// Items is how many such elements the page has.
	Items int `json:"items"`
	// Digest is a SHA-256 of the items' texts in page order.
	Digest string `json:"digest"`
}

// choiceScript returns, for each element of the locator with the given
// class attribute, the whitespace-collapsed text of the nearest of its
// ancestors (itself included) that is one of several alike siblings (the
// same tag and class): the list item. Shadow roots are crossed upwards.
const choiceScript = `(els, cls) => {
  const up = n => n.parentElement || (n.getRootNode && n.getRootNode().host) || null;
  const alike = (a, b) => a.tagName === b.tagName && (a.getAttribute("class") || "") === (b.getAttribute("class") || "");
  const item = el => {
    for (let n = el; n && n !== document.body && n !== document.documentElement; n = up(n)) {
      const p = n.parentElement || (n.parentNode && n.parentNode.host ? n.parentNode : null);
      if (!p) break;
      let same = 0;
      for (const c of p.children) if (alike(c, n) && ++same > 1) break;
      if (same > 1) return n;
    }
    return el;
  };
  const out = [];
  for (const el of els) {
    if ((el.getAttribute("class") || "").trim().replace(/\s+/g, " ") !== cls) continue;
    const n = item(el);
    out.push(((n.innerText !== undefined ? n.innerText : n.textContent) || "").replace(/\s+/g, " ").trim().slice(0, 400));
    if (out.length >= 1000) break;
  }
  return out;
}`

// ChoiceBasisOf reads the ChoiceBasis of the element t recorded, on page
// as it is now (one round trip). Two reads agree while the elements like
// it, their list items' texts and their order are unchanged.
func ChoiceBasisOf(page playwright.Page, t *trajectory.Target) (*ChoiceBasis, error) {
	fp := t.Fingerprint
	if fp.Tag == "" {
		return nil, fmt.Errorf("the element's tag was not recorded")
	}
	cls := strings.Join(strings.Fields(fp.Attrs["class"]), " ")
	loc := Resolve(page, t.Frames, trajectory.Locator{Kind: trajectory.LocCSS, Value: strings.ToLower(fp.Tag)})
	raw, err := loc.EvaluateAll(choiceScript, cls)
	if err != nil {
		return nil, fmt.Errorf("reading the elements like the %s: %w", fp.Tag, err)
	}
	list, _ := raw.([]any)
	h := sha256.New()
	for _, v := range list {
		s, _ := v.(string)
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	return &ChoiceBasis{Items: len(list), Digest: hex.EncodeToString(h.Sum(nil))}, nil
}
