// Vitest setup file: the fake studio (src/test/fakeStudio.ts) answers
// EditTrajectory, ValidateTrajectory and ListActions with the editor's rules in Go
// (backend/studio/editor), built as WebAssembly by editwasm/build.js.
// This defines globalThis.startGoEditor(), which starts the Go program
// once per test worker, on the first call (test files that never edit
// do not pay for it). The program defines globalThis.repriseEdit,
// globalThis.repriseValidate and globalThis.repriseActions and keeps
// running.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const out = join(dirname(fileURLToPath(import.meta.url)), 'out');

async function start() {
  if (typeof globalThis.repriseEdit === 'function') return;
  await import(/* @vite-ignore */ pathToFileURL(join(out, 'wasm_exec.js')).href); // defines globalThis.Go
  const go = new globalThis.Go();
  const { instance } = await globalThis.WebAssembly.instantiate(await readFile(join(out, 'editor.wasm')), go.importObject);
  void go.run(instance); // settles only if the Go program exits
  if (typeof globalThis.repriseEdit !== 'function') {
    throw new Error('editwasm: editor.wasm started but did not define repriseEdit; rebuild it with bash scripts/editwasm.sh');
  }
}

let started;
globalThis.startGoEditor = () => (started ??= start());
