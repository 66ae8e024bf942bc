package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestExportThatFailsLeavesTheOutputFileAsItWas(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "login_test.go")
	if err := os.WriteFile(out, []byte("previous"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runCLI(t, "export", "--store", t.TempDir(), "--format", "go", "--go-package", "func", "-o", out, demoLoginFile)
	if code == 0 || !strings.Contains(errs, `"func" is not a valid Go package name`) {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	if got, _ := os.ReadFile(out); string(got) != "previous" {
		t.Errorf("the output file was changed by a failed export: %q", got)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("a failed export left files behind: %v", entries)
	}
}
