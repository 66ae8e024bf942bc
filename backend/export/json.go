package export

import "github.com/reprise-qa/reprise/backend/trajectory"

// writeJSON writes Reprise's own versioned trajectory JSON, which
// trajectory.Parse reads back to an equal trajectory.
func writeJSON(t *trajectory.Trajectory, _ Options) ([]byte, error) {
	return trajectory.Marshal(t)
}
