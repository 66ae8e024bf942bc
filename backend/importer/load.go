package importer

import (
	"context"
	"errors"
	"fmt"

	"github.com/reprise-qa/reprise/backend/trajectory"
	"github.com/reprise-qa/reprise/backend/userfile"
)

// ForeignFileError is a file given where a Reprise flow was expected that
// holds a recording of another tool: it must be imported first.
type ForeignFileError struct {
	Path   string
	Format Format
}

func (e *ForeignFileError) Error() string {
	return fmt.Sprintf("%s is %s, not a Reprise flow: import it first (reprise import %s, or Import in the studio), then run the flow it makes", e.Path, e.Format.Describe(), e.Path)
}

// Describe names the format in words, e.g. "a Chrome DevTools Recorder recording".
func (f Format) Describe() string {
	switch f {
	case Reprise:
		return "a Reprise flow"
	case ChromeRecorder:
		return "a Chrome DevTools Recorder recording"
	case StagehandAct:
		return "a Stagehand act cache"
	case StagehandAgent:
		return "a Stagehand agent cache"
	case AskUI:
		return "an AskUI trajectory"
	case HyperAgent:
		return "a HyperAgent action cache"
	}
	return "a " + string(f) + " file"
}

// LoadFlowFile reads the Reprise flow at path (trajectory.LoadFile). When
// the file does not validate as one but is a recording of another tool,
// the error is a *ForeignFileError that says to import it, and when it is
// not text at all (an image, a PDF) a *NotAFlowFileError that says what it
// is, rather than the flow format's problems with it.
func LoadFlowFile(path string) (*trajectory.Trajectory, error) {
	t, err := trajectory.LoadFile(path)
	var verr *trajectory.ValidationError
	if err == nil || !errors.As(err, &verr) {
		return t, err
	}
	if data, rerr := userfile.Read(context.Background(), path); rerr == nil {
		f, derr := Detect(data)
		if nf := (*NotAFlowFileError)(nil); errors.As(derr, &nf) {
			nf.Source, nf.run = path, true
			return nil, nf
		}
		if derr == nil && f != Reprise {
			return nil, &ForeignFileError{Path: path, Format: f}
		}
	}
	return nil, err
}
