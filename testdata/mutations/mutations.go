// Package mutations holds the corpus of the healing benchmark (issue 4):
// one directory per case with original.html, mutated.html (plus any page
// they frame) and case.json. See README.md for the case format and
// backend/healbench for the runner.
package mutations

import "embed"

// FS holds the case directories at its root ("01-renamed-id-save/…"),
// ready for healbench.Run and http.FileServerFS.
//
//go:embed */*
var FS embed.FS
