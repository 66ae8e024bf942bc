package filescan

import (
	"os"
	"path/filepath"
	"testing"
)

func TestHoldingFindsTheFileWithTheBytes(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "a", "b"), 0o700)
	os.WriteFile(filepath.Join(dir, "a", "plain.txt"), []byte("nothing here"), 0o600)
	os.WriteFile(filepath.Join(dir, "a", "b", "000001.vlog"), []byte("\x00\x01hunter2\x02"), 0o600)
	if got := Holding(dir, "hunter2"); got != filepath.Join(dir, "a", "b", "000001.vlog") {
		t.Errorf("Holding = %q", got)
	}
	if got := Holding(dir, "absent"); got != "" {
		t.Errorf("Holding of absent bytes = %q", got)
	}
}
