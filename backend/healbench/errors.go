package healbench

import (
	"errors"
	"fmt"
	"strings"
)

// ErrNoCases is returned when a corpus holds no case directory.
var ErrNoCases = errors.New("corpus holds no case (no directory with a case.json)")

// CaseError lists what is wrong with one case of the corpus: its case.json,
// its pages, or a flow that does not record on original.html.
type CaseError struct {
	// Case is the case's directory.
	Case string
	// Problems are the individual problems, each a sentence.
	Problems []string
}

func (e *CaseError) Error() string {
	return fmt.Sprintf("case %s: %s", e.Case, strings.Join(e.Problems, "; "))
}
