// Package filescan looks for bytes in the files under a directory: tests
// use it to check that a secret never reached a store or an artifact on
// disk, whatever the file format.
package filescan

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
)

// Holding returns the first file under dir whose raw bytes contain s, or
// "" when none does. Files that cannot be read are skipped.
func Holding(dir, s string) string {
	var found string
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || found != "" {
			return nil
		}
		if data, err := os.ReadFile(p); err == nil && bytes.Contains(data, []byte(s)) {
			found = p
		}
		return nil
	})
	return found
}
