package importer

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// shortenName is trajectory.ShortName, and whether it cut name: a long
// name (a recording titled with a pasted page) makes the file no less
// importable.
func shortenName(name string) (short string, cut bool) {
	short = trajectory.ShortName(name)
	return short, short != name
}

// nameNote says a name of n characters was shortened.
func nameNote(n int) Note {
	return Note{Field: "name", Count: 1, Message: fmt.Sprintf("the name had %d characters, more than the %d a flow's name may have: it was cut after its first words (rename the flow if you like)",
		n, trajectory.MaxNameLength)}
}

// nameTooLong reports whether err, from trajectory.Parse, finds the flow's
// name too long.
func nameTooLong(err error) bool {
	var ve *trajectory.ValidationError
	if !errors.As(err, &ve) {
		return false
	}
	for _, p := range ve.Problems {
		if p.Step == 0 && p.Field == "name" {
			return true
		}
	}
	return false
}

// shortenFileName shortens the name of the Reprise flow in data, before
// the flow format refuses it; was is the name's length when it did, else
// 0. Every other value of the file is kept byte for byte.
func shortenFileName(data []byte) (out []byte, was int) {
	var top map[string]json.RawMessage
	if json.Unmarshal(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")), &top) != nil {
		return data, 0
	}
	var name string
	if json.Unmarshal(top["name"], &name) != nil {
		return data, 0
	}
	short, cut := shortenName(name)
	if !cut {
		return data, 0
	}
	top["name"], _ = json.Marshal(short)
	out, err := json.Marshal(top)
	if err != nil {
		return data, 0
	}
	return out, utf8.RuneCountInString(name)
}
