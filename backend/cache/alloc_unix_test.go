//go:build unix

package cache

import (
	"io/fs"
	"syscall"
)

// allocated returns the bytes a file occupies on disk.
func allocated(info fs.FileInfo) int64 {
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		return int64(st.Blocks) * 512
	}
	return info.Size()
}
