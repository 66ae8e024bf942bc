package importer

import (
	"bytes"
	"fmt"
	"strings"
)

// scriptStarts are how the first line of code of a script begins, in the
// languages test scripts are written in (TypeScript, JavaScript, Python,
// Go, Java, C#).
var scriptStarts = []string{"import ", "import{", "from ", "def ", "async def ", "test(", "test.describe(", "describe(",
	"const ", "let ", "var ", "require(", "module.exports", "export ", "'use strict'", `"use strict"`, "package ",
	"func ", "class ", "public class ", "using ", "@pytest", "#!"}

// scriptKind reports whether data, which is not JSON, is a script rather
// than a recording, and says so with what Reprise does read instead. A
// Playwright script (codegen's TypeScript, JavaScript or Python, or a
// playwright-go test) is named as one: Reprise writes those but cannot
// read them back.
func scriptKind(data []byte) (string, bool) {
	first := ""
	for _, line := range strings.Split(string(data[:min(len(data), 4096)]), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "//") || strings.HasPrefix(line, "/*") || strings.HasPrefix(line, "*") ||
			strings.HasPrefix(line, "#") && !strings.HasPrefix(line, "#!") {
			continue
		}
		first = line
		break
	}
	isScript := false
	for _, p := range scriptStarts {
		if strings.HasPrefix(first, p) {
			isScript = true
			break
		}
	}
	if !isScript {
		return "", false
	}
	playwright := bytes.Contains(data, []byte("playwright")) || bytes.Contains(data, []byte("page.goto(")) ||
		bytes.Contains(data, []byte("page.Goto("))
	if !playwright {
		return fmt.Sprintf("a script (program code), not a recording: Reprise imports %s", FormatsInWords()), true
	}
	lang := "TypeScript or JavaScript"
	switch {
	case bytes.Contains(data, []byte("playwright.sync_api")) || bytes.Contains(data, []byte("playwright.async_api")) ||
		strings.HasPrefix(first, "def ") || strings.HasPrefix(first, "from "):
		lang = "Python"
	case strings.HasPrefix(first, "package "):
		lang = "Go"
	}
	return fmt.Sprintf("a Playwright script (%s). Reprise imports %s, and writes Playwright scripts (reprise export) but cannot read them back: "+
		"record the flow with reprise record, or in Chrome DevTools Recorder and import that recording", lang, FormatsInWords()), true
}
