package agent

import (
	"context"
	"encoding/json"
	"fmt"
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
