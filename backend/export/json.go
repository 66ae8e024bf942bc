package export

import (
	"bytes"
	"unicode/utf8"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// writeJSON writes Reprise's own versioned trajectory JSON, which
// trajectory.Parse reads back to an equal trajectory.
func writeJSON(t *trajectory.Trajectory, _ Options) ([]byte, error) {
	data, err := trajectory.Marshal(t)
	if err != nil {
		return nil, err
	}
	return jsonEscapeInvisible(data), nil
}

// jsonEscapeInvisible rewrites every invisible character (see invisible)
// of a JSON document as a \uXXXX escape (a surrogate pair above the BMP).
// Such characters can only occur inside strings, where the escape means
// the same, so the document holds the same values but reads as what it
// holds in any editor.
func jsonEscapeInvisible(data []byte) []byte {
	var b bytes.Buffer
	b.Grow(len(data))
	for len(data) > 0 {
		r, size := utf8.DecodeRune(data)
		if invisible(r) && !(r == '\n' || r == '\t' || r == '\r') && !(r == utf8.RuneError && size == 3) {
			b.WriteString(jsEscape(r))
		} else {
			b.Write(data[:size])
		}
		data = data[size:]
	}
	return b.Bytes()
}
