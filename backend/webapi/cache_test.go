package webapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/agent/agenttest"
	"github.com/reprise-qa/reprise/backend/cache"
	"github.com/reprise-qa/reprise/backend/demosite"
	"github.com/reprise-qa/reprise/backend/llm/llmtest"
	"github.com/reprise-qa/reprise/backend/studio"
	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestCacheEntriesInTheApp: a goal run with a model appears in the Cache
// view's list with what a replay saves; opened by its id it edits the
// entry (a new revision, no library copy) and rolls back like a flow;
// "save as a library flow" is separate; removing the entry leaves that
// flow alone.
func TestCacheEntriesInTheApp(t *testing.T) {
	site, err := demosite.Start(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { site.Close() })
	turns := []string{
		`{"name":"act","args":{"instruction":"type ann@example.com into Email"}}`,
		`{"name":"close","args":{"success":true,"result":"typed"}}`,
	}
	_, model := agenttest.Model(t, llmtest.OpenAI, func(r llmtest.Request) llmtest.Reply {
		n := 0
		for _, tr := range r.Turns {
			if tr.Role == "assistant" {
				n++
			}
		}
		var c struct {
			Name string          `json:"name"`
			Args json.RawMessage `json:"args"`
		}
		_ = json.Unmarshal([]byte(turns[min(n, len(turns)-1)]), &c)
		return llmtest.Reply{Calls: []llmtest.Call{{ID: fmt.Sprintf("c%d", n), Name: c.Name, Args: c.Args}}, PromptTokens: 800, CompletionTokens: 25}
	})
	s := startServer(t, nil)
	var set studio.Settings
	s.must("GetSettings", &set)
	set.BaseURL = model.BaseURL()
	s.must("SaveSettings", &set, set)
	var sess studio.SessionInfo
	s.must("StartSession", &sess, studio.SessionOptions{URL: site.URL() + "/login.html", Name: "Goal", Model: "openai-compatible/qwen3"})
	var res struct {
		Success       bool   `json:"success"`
		CacheEntry    string `json:"cacheEntry"`
		CacheRevision int    `json:"cacheRevision"`
	}
	s.must("Goal", &res, sess.ID, "type ann's address", studio.GoalOptions{})
	if !res.Success || !strings.HasPrefix(res.CacheEntry, "agent-") || res.CacheRevision != 1 {
		t.Fatalf("goal: %+v", res)
	}

	var list cache.EntryList
	s.must("ListCacheEntries", &list)
	var entry *cache.EntryInfo
	for i, e := range list.Entries {
		if e.ID == res.CacheEntry {
			entry = &list.Entries[i]
		}
	}
	if entry == nil || entry.Source != "agent-dom" || entry.Saves.ModelCalls != 2 || entry.Saves.PromptTokens != 1600 || entry.Goal != "type ann's address" {
		t.Fatalf("the run in the cache list: %+v", list)
	}

	// The editor opens the entry id and saves: a new revision of the entry.
	var tr trajectory.Trajectory
	s.must("GetTrajectory", &tr, entry.ID)
	tr.Steps[0].Value = "bob@example.com"
	var saved trajectory.Trajectory
	s.must("SaveTrajectory", &saved, &tr)
	if saved.ID != entry.ID || saved.Revision != 2 {
		t.Fatalf("saved %s r%d, want %s r2", saved.ID, saved.Revision, entry.ID)
	}
	var flows []cache.Summary
	s.must("ListTrajectories", &flows, studio.LibraryFilter{})
	if len(flows) != 0 {
		t.Errorf("editing the entry made library flows: %+v", flows)
	}
	var revs []cache.RevisionInfo
	s.must("ListRevisions", &revs, entry.ID)
	if len(revs) != 2 {
		t.Errorf("revisions %+v", revs)
	}
	var back trajectory.Trajectory
	s.must("RestoreRevision", &back, entry.ID, 1)
	if back.Revision != 3 || back.Steps[0].Value != "ann@example.com" {
		t.Errorf("rollback: r%d %q", back.Revision, back.Steps[0].Value)
	}

	var flow trajectory.Trajectory
	s.must("SaveCacheEntryAsFlow", &flow, entry.ID, "Type Ann")
	s.must("ListTrajectories", &flows, studio.LibraryFilter{Source: "agent"})
	if len(flows) != 1 || flows[0].ID != flow.ID || flows[0].Name != "Type Ann" {
		t.Fatalf("the saved flow under source agent: %+v", flows)
	}
	s.must("ListTrajectories", &flows, studio.LibraryFilter{Source: "import"})
	if len(flows) != 0 {
		t.Errorf("source filter import: %+v", flows)
	}
	var removed cache.EntryInfo
	s.must("RemoveCacheEntry", &removed, entry.ID)
	s.must("ListTrajectories", &flows, studio.LibraryFilter{})
	if len(flows) != 1 || flows[0].ID != flow.ID {
		t.Errorf("removing the entry touched the library: %+v", flows)
	}
	if e := s.call("GetCacheEntry", nil, entry.ID); e == nil || e.Code != studio.CodeNotFound || !strings.Contains(e.Message, "reload the cache list") {
		t.Errorf("a removed entry: %+v", e)
	}
	if e := s.call("PruneCache", nil, cache.PruneOptions{}); e == nil || e.Code != studio.CodeBadRequest {
		t.Errorf("prune with nothing to do: %+v", e)
	}
}
