package cache

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"

	badger "github.com/dgraph-io/badger/v4"
)

func blobKey(key string) string { return "blob/" + key }

// PutBlob stores data (typically a PNG screenshot) under its content
// address, the hex SHA-256 of data, and returns that key. Storing the same
// bytes again writes nothing and returns the same key. Blobs larger than a
// few KiB live in Badger's value log, outside the LSM tree.
func (s *Store) PutBlob(data []byte) (string, error) {
	sum := sha256.Sum256(data)
	key := hex.EncodeToString(sum[:])
	err := s.update(func(txn *badger.Txn) error {
		ok, err := exists(txn, blobKey(key))
		if err != nil || ok {
			return err
		}
		if err := txn.Set([]byte(blobKey(key)), data); err != nil {
			return fmt.Errorf("writing key %s: %w", blobKey(key), err)
		}
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("storing blob of %d bytes: %w", len(data), err)
	}
	return key, nil
}

// Blob returns the bytes stored under key by PutBlob. The content is
// checked against the key; a mismatch is reported as a *CorruptError.
func (s *Store) Blob(key string) ([]byte, error) {
	if !validHexKey(key) {
		return nil, fmt.Errorf("reading blob: %w: key %q is not 64 lowercase hex digits", ErrInvalid, key)
	}
	var data []byte
	err := s.db.View(func(txn *badger.Txn) error {
		item, err := txn.Get([]byte(blobKey(key)))
		if errors.Is(err, badger.ErrKeyNotFound) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		data, err = item.ValueCopy(nil)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("reading blob %s: %w", key, err)
	}
	if sum := sha256.Sum256(data); hex.EncodeToString(sum[:]) != key {
		return nil, &CorruptError{Key: blobKey(key), Err: errors.New("content does not match its SHA-256 key")}
	}
	return data, nil
}
