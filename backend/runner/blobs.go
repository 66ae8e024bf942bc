package runner

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"regexp"

	"github.com/reprise-qa/reprise/backend/replay"
)

// BlobReader returns screenshots stored by a replay.BlobSink; *cache.Store
// and *DirBlobs implement it.
type BlobReader interface {
	Blob(key string) ([]byte, error)
}

// DirBlobs keeps screenshots as files in a directory, named by the hex
// SHA-256 of their content: a blob store for runs of trajectory files,
// which need no database. It is safe for concurrent use.
type DirBlobs struct{ dir string }

var (
	_ replay.BlobSink = (*DirBlobs)(nil)
	_ BlobReader      = (*DirBlobs)(nil)
)

var hexKey = regexp.MustCompile(`^[0-9a-f]{64}$`)

// NewDirBlobs returns a blob store in dir, creating it if needed (mode
// 0700; screenshots are written 0600, see ReportDirMode).
func NewDirBlobs(dir string) (*DirBlobs, error) {
	if err := os.MkdirAll(dir, ReportDirMode); err != nil {
		return nil, fmt.Errorf("creating screenshot directory: %w", err)
	}
	return &DirBlobs{dir: dir}, nil
}

// Dir returns the directory.
func (d *DirBlobs) Dir() string { return d.dir }

// PutBlob stores data and returns its key; storing the same bytes twice
// writes once.
func (d *DirBlobs) PutBlob(data []byte) (string, error) {
	sum := sha256.Sum256(data)
	key := hex.EncodeToString(sum[:])
	path := filepath.Join(d.dir, key)
	if _, err := os.Stat(path); err == nil {
		return key, nil
	}
	if err := writeFileAtomic(path, data); err != nil {
		return "", fmt.Errorf("storing screenshot: %w", err)
	}
	return key, nil
}

// Blob returns the bytes stored under key.
func (d *DirBlobs) Blob(key string) ([]byte, error) {
	if !hexKey.MatchString(key) {
		return nil, fmt.Errorf("reading screenshot: key %q is not 64 lowercase hex digits", key)
	}
	data, err := os.ReadFile(filepath.Join(d.dir, key))
	if err != nil {
		return nil, fmt.Errorf("reading screenshot: %w", err)
	}
	return data, nil
}
