//go:build unix

package sharedstore

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/reprise-qa/reprise/backend/cache"
)

// TestAnotherUserCannotConnect connects as another local user (nobody):
// refused by the store directory's permissions, and still refused by the
// socket's own when the directory is opened up.
func TestAnotherUserCannotConnect(t *testing.T) {
	if os.Getuid() != 0 {
		t.Skip("acting as another user needs root")
	}
	// A parent directory everyone may enter, so only Reprise's own
	// permissions stand in the way.
	base, err := os.MkdirTemp("", "reprise-otheruser-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(base)
	if err := os.Chmod(base, 0o755); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(base, "sharedstore.test")
	if err := copyExecutable(os.Args[0], bin); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(base, "store")
	st, err := cache.Open(dir, cache.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	h, err := Serve(st, st.Dir(), HolderOptions{Holder: "the test holder"})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()

	dialAs := func(uid uint32) string {
		t.Helper()
		cmd := exec.Command(bin, "-test.run=^$")
		cmd.Env = append(os.Environ(), helperEnv+"=dial", helperDirEnv+"="+dir)
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uid, Gid: uid}}
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("running the test binary as uid %d: %v: %s", uid, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	if got := dialAs(0); got != "connected" {
		t.Fatalf("the store's owner cannot connect: %s", got)
	}
	const nobody = 65534
	if got := dialAs(nobody); !strings.Contains(got, "permission denied") {
		t.Errorf("another user dialing the store's endpoint: %q, want permission denied", got)
	}
	// Someone opens the store directory to others: the socket is still
	// the owner's only.
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(dir, 0o700)
	if got := dialAs(nobody); !strings.Contains(got, "permission denied") {
		t.Errorf("another user dialing the socket in an open directory: %q, want permission denied", got)
	}
}

// copyExecutable copies the test binary where another user can run it.
func copyExecutable(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_CREATE|os.O_WRONLY|os.O_EXCL, 0o755)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
