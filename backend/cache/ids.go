package cache

import (
	"crypto/rand"
	"encoding/base32"
	"fmt"
	"regexp"
	"sync"
	"time"
)

// idEncoding is lowercase RFC 4648 base32: URL-safe and easy to type.
var idEncoding = base32.NewEncoding("abcdefghijklmnopqrstuvwxyz234567").WithPadding(base32.NoPadding)

// trajectoryIDLen is the length of generated trajectory ids (50 random bits).
const trajectoryIDLen = 10

// validIDPattern restricts ids to characters that are safe in keys and URLs.
var validIDPattern = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)

// checkID returns an ErrInvalid error when id cannot be used in a key.
// what names the kind of id for the message.
func checkID(what, id string) error {
	if !validIDPattern.MatchString(id) {
		return fmt.Errorf("checking %s id %q: %w: ids are 1–64 characters of A-Z, a-z, 0-9, '_' and '-'", what, id, ErrInvalid)
	}
	return nil
}

// newTrajectoryID returns a short random id such as "k3v9q2m7xa".
func newTrajectoryID() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b) // crypto/rand.Read never fails on supported platforms
	return idEncoding.EncodeToString(b)[:trajectoryIDLen]
}

// newRunID returns a 16-character id that sorts chronologically (see
// runID). Ids made by one Store strictly increase even within one
// millisecond.
func (s *Store) newRunID() string {
	ms := s.now().UnixMilli()
	s.mu.Lock()
	if ms <= s.lastRunTime {
		ms = s.lastRunTime + 1
	}
	s.lastRunTime = ms
	s.mu.Unlock()
	return runID(ms)
}

// lastNewRunID is the last millisecond NewRunID used, for monotonic ids.
var lastNewRunID struct {
	sync.Mutex
	ms int64
}

// NewRunID returns a new run id for a run starting at now, as SaveRun
// would assign one: a process that saves a run in a store another process
// holds (sharedstore) gives the run its id before saving it, so the id it
// prints and names screenshots by is the one the store keeps. Ids made by
// one process strictly increase even within one millisecond.
func NewRunID(now time.Time) string {
	ms := now.UnixMilli()
	lastNewRunID.Lock()
	if ms <= lastNewRunID.ms {
		ms = lastNewRunID.ms + 1
	}
	lastNewRunID.ms = ms
	lastNewRunID.Unlock()
	return runID(ms)
}

// runID spells a run id: 10 characters of ms (milliseconds since the
// Unix epoch), so ids sort chronologically, then 6 random characters.
func runID(ms int64) string {
	const digits = "0123456789abcdefghijklmnopqrstuv" // ASCII order
	var enc [10]byte
	for i := range enc {
		enc[i] = digits[(ms>>(5*(9-i)))&31]
	}
	r := make([]byte, 4)
	_, _ = rand.Read(r)
	return string(enc[:]) + idEncoding.EncodeToString(r)[:6]
}
