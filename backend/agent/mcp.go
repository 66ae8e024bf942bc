package agent

import (
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// MCPTools turns the tools of a connected MCP server into agent tools.
// replayable says, per tool name, whether a replay may call it again; a
// tool it does not name is not replayable (calling a remote tool again is
// only safe when its owner says so). A prefix, when not empty, is put
// before every tool name ("jira_" + "create_issue") to keep names unique.
func MCPTools(ctx context.Context, s *mcp.ClientSession, prefix string, replayable map[string]bool) ([]Tool, error) {
	var out []Tool
	for t, err := range s.Tools(ctx, nil) {
		if err != nil {
			return nil, fmt.Errorf("listing the MCP server's tools: %w", err)
		}
		params, err := json.Marshal(t.InputSchema)
		if err != nil || string(params) == "null" {
			params = []byte(`{"type":"object","properties":{}}`)
		}
		name := t.Name
		out = append(out, Tool{
			Name:        prefix + name,
			Description: t.Description,
			Parameters:  params,
			Replayable:  replayable[name],
			Run: func(ctx context.Context, args json.RawMessage) (string, error) {
				var a map[string]any
				if len(args) > 0 {
					if err := json.Unmarshal(args, &a); err != nil {
						return "", fmt.Errorf("arguments of %s: %w", name, err)
					}
				}
				res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: a})
				if err != nil {
					return "", fmt.Errorf("calling MCP tool %s: %w", name, err)
				}
				text := mcpText(res)
				if res.IsError {
					return "", fmt.Errorf("MCP tool %s failed: %s", name, text)
				}
				return text, nil
			},
		})
	}
	return out, nil
}

// mcpText joins the text of a tool result; structured content is sent as
// JSON when there is no text.
func mcpText(res *mcp.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if t, ok := c.(*mcp.TextContent); ok {
			parts = append(parts, t.Text)
		}
	}
	if len(parts) == 0 && res.StructuredContent != nil {
		b, _ := json.Marshal(res.StructuredContent)
		parts = append(parts, string(b))
	}
	return strings.Join(parts, "\n")
}

// MCPServers are MCP servers started over stdio for one agent run, with
// their tools. Close stops every server.
type MCPServers struct {
	// Tools are the servers' tools, in the order the servers were given.
	Tools    []Tool
	sessions []*mcp.ClientSession
}

// StartMCP starts each command (a command line such as "npx @acme/mcp")
// as an MCP server over stdio and collects its tools; replayable names the
// tools a replay may call again. The servers live until ctx ends or Close.
// On an error, the servers already started are stopped.
func StartMCP(ctx context.Context, commands []string, replayable []string) (*MCPServers, error) {
	ok := map[string]bool{}
	for _, n := range replayable {
		if n = strings.TrimSpace(n); n != "" {
			ok[n] = true
		}
	}
	s := &MCPServers{}
	for _, c := range commands {
		words := strings.Fields(c)
		if len(words) == 0 {
			continue
		}
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "reprise", Version: "v1"}, nil).
			Connect(ctx, &mcp.CommandTransport{Command: exec.CommandContext(ctx, words[0], words[1:]...)}, nil)
		if err != nil {
			s.Close()
			return nil, fmt.Errorf("starting MCP server %q: %w", c, err)
		}
		s.sessions = append(s.sessions, cs)
		ts, err := MCPTools(ctx, cs, "", ok)
		if err != nil {
			s.Close()
			return nil, fmt.Errorf("MCP server %q: %w", c, err)
		}
		s.Tools = append(s.Tools, ts...)
	}
	return s, nil
}

// Close stops the servers.
func (s *MCPServers) Close() {
	for _, cs := range s.sessions {
		_ = cs.Close()
	}
	s.sessions = nil
}
