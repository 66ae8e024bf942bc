import type { Run, StepResult } from '../api/generated';
import { locatorText } from './format';

/** runScope says which steps a run performed: "steps 3–5 of 6 only" for a partial run, "" for a whole one. */
export function runScope(run: Run): string {
  if (!run.partial) return '';
  const n = run.steps.length;
  const a = (run.from ?? 0) + 1;
  const b = (run.to ?? 0) + 1;
  return a === b ? `step ${a} of ${n} only` : `steps ${a}–${b} of ${n} only`;
}

/** winnerLine is the locator line of a step result: a ✓ only when the step passed. */
export function winnerLine(r: StepResult): string {
  if (!r.winner) return '';
  const l = locatorText(r.winner);
  return r.status === 'passed' || r.status === 'setup' ? `✓ ${l}` : `found by ${l}`;
}

/** RunGroup is a run and the runs that continued it (one repair), oldest first. */
export interface RunGroup {
  run: Run;
  continued: Run[];
}

/**
 * groupRuns puts each run that continues another (Run.continues) under the
 * run it continues; groups are ordered newest first by their latest run.
 */
export function groupRuns(runs: Run[]): RunGroup[] {
  const byId = new Map(runs.map((r) => [r.id, r]));
  const groups = new Map<string, RunGroup>();
  const latest = new Map<string, number>();
  const t = (r: Run) => Date.parse(r.startedAt) || 0;
  for (const r of runs) {
    const root = r.continues && byId.has(r.continues) ? r.continues : r.id;
    let g = groups.get(root);
    if (!g) groups.set(root, (g = { run: byId.get(root)!, continued: [] }));
    if (root !== r.id) g.continued.push(r);
    latest.set(root, Math.max(latest.get(root) ?? 0, t(r)));
  }
  for (const g of groups.values()) g.continued.sort((a, b) => t(a) - t(b));
  return [...groups.entries()].sort((a, b) => (latest.get(b[0]) ?? 0) - (latest.get(a[0]) ?? 0)).map(([, g]) => g);
}
