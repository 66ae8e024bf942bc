// Command mcpserver is an MCP server over stdio for the studio's tests:
// one tool, notifyQA, that answers "sent" and appends its message to the
// file named by $MCP_NOTES.
package main

import (
	"context"
	"log"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type note struct {
	Message string `json:"message" jsonschema:"what to tell the QA channel"`
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "qa-bot", Version: "v1"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "notifyQA", Description: "tell the QA channel"}, func(_ context.Context, _ *mcp.CallToolRequest, n note) (*mcp.CallToolResult, any, error) {
		if f, err := os.OpenFile(os.Getenv("MCP_NOTES"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600); err == nil {
			_, _ = f.WriteString(n.Message + "\n")
			_ = f.Close()
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "sent"}}}, nil, nil
	})
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
