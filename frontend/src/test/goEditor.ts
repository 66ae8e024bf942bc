// goEditor calls the editor's rules in Go (backend/studio/editor), built
// as WebAssembly and started by Vitest's setup (editwasm/setup.js), so
// the fake studio edits, validates and lists actions exactly as the real
// one does.

import type { ActionInfo, Edit, EditResult, Problem, Trajectory } from '../api/generated';
import { ApiError } from '../api/transport';

/** The functions the setup file and the Go program define on globalThis; JSON in, JSON out. */
interface GoEditor {
  startGoEditor(): Promise<void>;
  repriseEdit(trajectory: string, edits: string, options: string): string;
  repriseValidate(trajectory: string): string;
  repriseActions(): string;
}

async function goEditor(): Promise<GoEditor> {
  const g = globalThis as Partial<GoEditor>;
  if (typeof g.startGoEditor !== 'function') {
    throw new Error("the editor's rules (Go, as WebAssembly) are not set up: vite.config.ts lists editwasm/setup.js in test.setupFiles");
  }
  await g.startGoEditor();
  return g as GoEditor;
}

function answer<T>(json: string): T {
  const r = JSON.parse(json) as T | { error: string };
  if (r && typeof r === 'object' && 'error' in r) throw new ApiError('bad_request', r.error);
  return r as T;
}

/** goEdit is studio.EditTrajectory: t with edits applied and its problems, or a bad_request ApiError. */
export async function goEdit(t: Trajectory, edits: Edit[], opts: { allowFileUrls?: boolean } = {}): Promise<EditResult> {
  const go = await goEditor();
  return answer<EditResult>(go.repriseEdit(JSON.stringify(t), JSON.stringify(edits), JSON.stringify(opts)));
}

/** goValidate is studio.ValidateTrajectory: t's problems, empty when it is valid. */
export async function goValidate(t: Trajectory): Promise<Problem[]> {
  const go = await goEditor();
  return answer<{ problems: Problem[] }>(go.repriseValidate(JSON.stringify(t))).problems;
}

/** goActions is studio.ListActions: every action with the arguments the validator wants for it. */
export async function goActions(): Promise<ActionInfo[]> {
  const go = await goEditor();
  return answer<ActionInfo[]>(go.repriseActions());
}
