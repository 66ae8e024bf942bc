// Vitest global setup: builds the editor's rules (Go, backend/studio/editor)
// as WebAssembly into editwasm/out/ when they are missing or stale, so
// `npx vitest run` works on a fresh clone. scripts/editwasm.sh does the
// work and skips it when the outputs are up to date.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function setup() {
  const script = fileURLToPath(new URL('../../scripts/editwasm.sh', import.meta.url));
  execFileSync('bash', [script], { stdio: 'inherit' });
}
