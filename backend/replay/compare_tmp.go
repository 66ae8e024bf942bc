package replay

import (
	"fmt"
	"strings"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// sameElement is a stand-in for snapshot.Compare while that lands.
func sameElement(rec, live trajectory.Fingerprint) (bool, string) {
	n := func(s string) string { return strings.ToLower(strings.Join(strings.Fields(s), " ")) }
	if rec.Tag != live.Tag {
		return false, fmt.Sprintf("tag %q != %q", live.Tag, rec.Tag)
	}
	if rec.Role != "" && live.Role != "" && rec.Role != live.Role {
		return false, fmt.Sprintf("role %q != %q", live.Role, rec.Role)
	}
	if n(rec.Name) == n(live.Name) {
		return true, ""
	}
	return false, fmt.Sprintf("name %q != %q", live.Name, rec.Name)
}
