//go:build !unix

package cache

import "io/fs"

// allocated returns the file's apparent size (sparse files overstate it).
func allocated(info fs.FileInfo) int64 { return info.Size() }
