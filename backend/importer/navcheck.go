package importer

import (
	"errors"
	"fmt"

	"github.com/reprise-qa/reprise/backend/navpolicy"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// checkURLs refuses an imported flow whose start URL or a goto step opens
// an address Reprise never opens (see backend/navpolicy): a javascript:
// URL runs code, a file: URL reads this machine's files, data:, blob: and
// browser-internal pages are no site. Addresses built from variables
// ("{{base}}/login") are checked when they run.
func checkURLs(t *trajectory.Trajectory) error {
	check := func(where, u string) error {
		if u == "" || len(u) >= 2 && u[:2] == "{{" {
			return nil
		}
		var re *navpolicy.RefusedError
		if err := (navpolicy.Policy{}).CheckURL(navpolicy.Normalize(u)); errors.As(err, &re) && re.Scheme != "" {
			return fmt.Errorf("%s opens %s, which Reprise never imports (javascript:, file:, data: and browser-internal addresses run code or read this machine's files): change or remove it and import again", where, u)
		}
		return nil
	}
	if err := check("the start URL", t.StartURL); err != nil {
		return err
	}
	for i, s := range t.Steps {
		if s.Action != trajectory.ActionGoto {
			continue
		}
		where := fmt.Sprintf("step %d (%s)", i+1, s.ID)
		if s.Instruction != "" {
			where = fmt.Sprintf("step %d (%s, %q)", i+1, s.ID, s.Instruction)
		}
		if err := check(where, s.URL); err != nil {
			return err
		}
	}
	return nil
}
