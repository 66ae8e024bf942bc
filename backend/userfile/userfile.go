// Package userfile reads the files a user names on a command line or in
// a dialog (trajectories, recordings to import, vars files, schemas): only
// regular files, up to a size limit, under the caller's context. A named
// pipe, a device such as /dev/zero or a directory is refused before it is
// opened, so reading one can neither hang nor exhaust memory. It also
// writes files whole (WriteAtomic): exports, reports, the launcher.
package userfile

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// MaxSize is the size limit of Read: 64 MiB.
const MaxSize = 64 << 20

// ErrNotRegular is wrapped by errors for paths that are not regular files.
var ErrNotRegular = errors.New("not a regular file")

// ErrTooLarge is wrapped by errors for files over the size limit.
var ErrTooLarge = errors.New("file too large")

// chunk is how much is read between two checks of the context.
const chunk = 1 << 20

// Read returns the content of the regular file at path, refusing other
// kinds of file and files over MaxSize. Errors name the file and say what
// to do; reading stops with ctx's error when ctx is done.
func Read(ctx context.Context, path string) ([]byte, error) {
	return ReadLimit(ctx, path, MaxSize)
}

// ReadLimit is Read with a size limit of limit bytes.
func ReadLimit(ctx context.Context, path string, limit int64) ([]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("reading %s: %w", path, err)
	}
	// Stat before opening: opening a named pipe blocks until a writer
	// comes, and a device reads forever.
	fi, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", path, err)
	}
	if err := check(path, fi, limit); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", path, err)
	}
	defer f.Close()
	// The path may have been replaced between Stat and Open.
	if ofi, err := f.Stat(); err != nil || !os.SameFile(fi, ofi) {
		return nil, fmt.Errorf("reading %s: the file changed while it was opened; try again", path)
	}
	var buf bytes.Buffer
	buf.Grow(int(min(fi.Size(), limit)) + 1)
	r := io.LimitReader(f, limit+1)
	for {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("reading %s: %w", path, err)
		}
		_, err := io.CopyN(&buf, r, chunk)
		if int64(buf.Len()) > limit {
			return nil, tooLarge(path, limit)
		}
		if errors.Is(err, io.EOF) {
			return buf.Bytes(), nil
		}
		if err != nil {
			return nil, fmt.Errorf("reading %s: %w", path, err)
		}
	}
}

// check refuses what is not a regular file or is over limit.
func check(path string, fi fs.FileInfo, limit int64) error {
	if m := fi.Mode(); !m.IsRegular() {
		return &os.PathError{Op: "reading", Path: path, Err: fmt.Errorf("%w (%s); give the path of a file", ErrNotRegular, kind(m))}
	}
	if fi.Size() > limit {
		return tooLarge(path, limit)
	}
	return nil
}

func tooLarge(path string, limit int64) error {
	return &os.PathError{Op: "reading", Path: path, Err: fmt.Errorf("%w: the limit is %s", ErrTooLarge, size(limit))}
}

// kind names a file mode's type for a user.
func kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
}

// size writes n bytes in MiB when it is a whole number of them.
func size(n int64) string {
	if n >= 1<<20 && n%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%d bytes", n)
}

// WriteAtomic writes data to a temporary file next to path, gives it mode
// perm and renames it over path: a crash or a failed write never leaves a
// half-written file, and a process reading path at the same moment sees
// the old file or the new one.
func WriteAtomic(path string, data []byte, perm os.FileMode) error {
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return fmt.Errorf("%s is a folder: give a file name (%s)", path, filepath.Join(path, "…"))
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*")
	if err != nil {
		// Name the folder, not the temporary file the error is about.
		switch fi, serr := os.Stat(dir); {
		case errors.Is(serr, fs.ErrNotExist):
			return fmt.Errorf("the folder %s does not exist: create it first, or write somewhere else", dir)
		case serr == nil && !fi.IsDir():
			return fmt.Errorf("%s is a file, not a folder", dir)
		case errors.Is(err, fs.ErrPermission):
			return fmt.Errorf("you may not write into the folder %s", dir)
		}
		return err
	}
	_, werr := tmp.Write(data)
	if cerr := tmp.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Chmod(tmp.Name(), perm)
	}
	if werr == nil {
		werr = os.Rename(tmp.Name(), path)
	}
	if werr != nil {
		_ = os.Remove(tmp.Name())
	}
	return werr
}
