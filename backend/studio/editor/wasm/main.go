//go:build js && wasm

// Command wasm is the editor's rules (package editor) for JavaScript, built
// with GOOS=js GOARCH=wasm for the UI's component tests: their fake studio
// answers EditTrajectory, ValidateTrajectory and ListActions with Go's
// rules instead of a copy of them (frontend/src/test/goEditor.ts calls it;
// scripts/editwasm.sh builds it). It defines three functions on
// globalThis, each taking and returning JSON strings:
//
//	repriseEdit(trajectory, edits, options) → EditResult or {"error": message}
//	repriseValidate(trajectory)             → {"problems": [...]} or {"error": message}
//	repriseActions()                        → [ActionInfo, ...]
//
// and then waits for calls until the page (or test file) goes away.
package main

import (
	"syscall/js"

	"github.com/reprise-qa/reprise/backend/studio/editor"
)

func main() {
	js.Global().Set("repriseEdit", js.FuncOf(func(_ js.Value, args []js.Value) any {
		return editor.EditJSON(arg(args, 0), arg(args, 1), arg(args, 2))
	}))
	js.Global().Set("repriseValidate", js.FuncOf(func(_ js.Value, args []js.Value) any {
		return editor.ValidateJSON(arg(args, 0))
	}))
	js.Global().Set("repriseActions", js.FuncOf(func(js.Value, []js.Value) any {
		return editor.ActionsJSON()
	}))
	select {}
}

// arg is the i'th argument as a string, or "" when it is missing or not a string.
func arg(args []js.Value, i int) string {
	if i >= len(args) || args[i].Type() != js.TypeString {
		return ""
	}
	return args[i].String()
}
