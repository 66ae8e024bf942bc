import type { Patch, Run, StepResult } from '../api/generated';
import { locatorText } from './format';

/** runScope says which steps a run performed: "steps 3–5 of 6 only" for a partial run, "" for a whole one. */
export function runScope(run: Run): string {
  if (!run.partial) return '';
  const n = run.steps.length;
  const a = (run.from ?? 0) + 1;
  const b = (run.to ?? 0) + 1;
  return a === b ? `step ${a} of ${n} only` : `steps ${a}–${b} of ${n} only`;
}

/** HEAL_HOW says, for people, how each heal tier found the element. */
const HEAL_HOW: Record<string, string> = {
  similarity: 'Found by comparing the page with the recorded element',
  learned: 'Found by the imported step’s description of the element',
  model: 'Picked by the model',
};

/** percent writes a 0–1 figure as a whole percentage. */
function percent(x: number): string {
  return `${Math.round(Math.max(0, Math.min(1, x)) * 100)}%`;
}

/** likeText says how close an element is to the recorded one: "79% like the recorded element". */
export function likeText(score: number): string {
  return `${percent(score)} like the recorded element`;
}

/**
 * healMatchText says how a healed element was found and how close it is
 * to the recorded one, in a tester's words: "Found by comparing the page
 * with the recorded element · 90% like the recorded element (next closest
 * element on the page: 20%)". Score and RunnerUp are the similarities of
 * the element chosen and of the next best one (Patch); a RunnerUp of 0
 * means every other element was ruled out, which is said so.
 */
export function healMatchText(heal: Pick<Patch, 'tier' | 'score' | 'runnerUp'>): string {
  const how = HEAL_HOW[heal.tier] ?? `Found (${heal.tier})`;
  const next = heal.runnerUp > 0 ? `next closest element on the page: ${percent(heal.runnerUp)}` : 'no other element on the page could be it';
  return `${how} · ${likeText(heal.score)} (${next})`;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** ordinal says a 1-based position in words: "first", "third", "12th". */
export function ordinal(n: number): string {
  if (n >= 1 && n <= ORDINALS.length) return ORDINALS[n - 1];
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** WinnerWords says which of a step's locators found its element, in a tester's words (winnerWords). */
export interface WinnerWords {
  /** found: "found by its third locator". */
  found: string;
  /**
   * missed says what became of the locators replay tried before it and
   * that did not find the element, with what to do ("" when none did):
   * "the 2 tried before it no longer find the element: prefer this one (↑
   * in Target) or remove them (×)".
   */
  missed: string;
  /** missedWhy lists those locators and what each found, for a tooltip. */
  missedWhy: string;
  /** tried says, when the winner was not the first in the list and nothing was tried before it, why ("tried first"). */
  tried: string;
}

/**
 * winnerWords says which locator found a step's element, for a step that
 * has a winner (winnerIndex ≥ 0). Replay does not try a target's
 * locators in the list's order (the one that found the element last time
 * goes first, then test ids and #ids, then labels, roles and texts), so a
 * lower-ranked winner is no sign of the ones above it failing: only the
 * attempts before it say that.
 */
export function winnerWords(r: Pick<StepResult, 'winnerIndex' | 'attempts'>): WinnerWords {
  const found = `found by its ${ordinal(r.winnerIndex + 1)} locator`;
  const attempts = r.attempts ?? [];
  const won = attempts.findIndex((a) => a.outcome.startsWith('ok'));
  const before = (won < 0 ? attempts : attempts.slice(0, won)).filter((a) => !a.outcome.startsWith('ok'));
  if (!before.length) return { found, missed: '', missedWhy: '', tried: r.winnerIndex > 0 ? 'tried first' : '' };
  const n = before.length;
  const missed =
    n === 1
      ? 'the one tried before it no longer finds the element: prefer this one (↑ in Target) or remove that one (×)'
      : `the ${n} tried before it no longer find the element: prefer this one (↑ in Target) or remove them (×)`;
  return { found, missed, missedWhy: before.map((a) => `${locatorText(a.locator)} → ${a.outcome}`).join('\n'), tried: '' };
}

/** winnerLine is the locator line of a step result: a ✓ only when the step passed. */
export function winnerLine(r: StepResult): string {
  if (!r.winner) return '';
  const l = locatorText(r.winner);
  return r.status === 'passed' || r.status === 'setup' ? `✓ ${l}` : `found by ${l}`;
}

// LOCATE_ERROR opens replay's error for a target none of whose locators
// led to the recorded element (replay.LocateError): its locators and what
// each found follow in parentheses, often hundreds of characters.
const LOCATE_ERROR = /(refusing to act: the element found is not the recorded one|no candidate found the recorded element)/;

// FOUND_OTHER are the outcomes of a locator that found an element, not the recorded one.
const FOUND_OTHER = /fingerprint mismatch|none is the recorded one|match the fingerprint|an imported step acts only/;

/**
 * failureSentence says in a short sentence why a step failed, when the
 * engine's text is the long list of its locators ("refusing to act: the
 * element found is not the recorded one (data-testid=… → no element; …)"):
 * the engine's own key fact (StepResult.cause: "Meaning changed from
 * “Sign in” to “Continue”…", "Two elements match about equally: …") when
 * healing gave one, else "The recorded element is not on the page: none
 * of its 5 locators found it". "" for another error, which is then shown
 * as it is (its first clause): the engine's whole text stays behind a
 * disclosure.
 */
export function failureSentence(r: Pick<StepResult, 'error' | 'attempts' | 'check' | 'cause'>): string {
  const error = r.error ?? '';
  const check = checkFailure(r);
  if (check) return `The ${check.what === 'text' ? 'text' : 'field'} does not ${check.verb} “${check.want}”`;
  if (r.cause) return r.cause;
  if (!LOCATE_ERROR.test(error)) return '';
  const attempts = r.attempts ?? [];
  const n = attempts.length || (error.match(/ → /g) ?? []).length;
  const other = attempts.filter((a) => FOUND_OTHER.test(a.outcome)).length;
  const none = n === 1 ? 'its only locator did not find it' : n > 1 ? `none of its ${n} locators found it` : 'no locator found it';
  const wrong = other === 0 ? '' : other === n ? ` (${n === 1 ? 'it' : 'they'} found a different element, which replay does not act on)` : ` (${other} found a different element, which replay does not act on)`;
  return `The recorded element is not on the page: ${none}${wrong}`;
}

/** FailedCheck is a text or value check that found its element and was false. */
export interface FailedCheck {
  /** what was read: the element's text or a field's value. */
  what: 'text' | 'value';
  /** seen is what the page showed, as replay quoted it (at most its first 200 characters). */
  seen: string;
  /** total is how long what the page showed was, when replay cut it. */
  total?: number;
  /** verb is how it was compared: "contain", "equal" or "match". */
  verb: string;
  /** want is the text the step expected. */
  want: string;
}

// CHECK_ERROR is replay's error for a check that was false: text "…" (N
// characters in all) does not contain "…". The texts are Go-quoted.
const QUOTED = '"(?:[^"\\\\]|\\\\.)*"';
const CHECK_ERROR = new RegExp(`assertion failed: (text|value) (${QUOTED})(?: \\((\\d+) characters in all\\))? does not (contain|equal|match) (${QUOTED})`);

/** unquote reads a Go-quoted string (replay's %q); the raw text if it cannot. */
function unquote(q: string): string {
  try {
    return JSON.parse(q.replace(/\\x([0-9a-fA-F]{2})/g, '\\u00$1')) as string;
  } catch {
    return q.slice(1, -1);
  }
}

const VERBS: Record<string, string> = { contains: 'contain', exact: 'equal', regex: 'match' };

/**
 * checkFailure says what a failed text or value check wanted and what the
 * page showed (StepResult.check); null for any other failure. A run saved
 * before results carried it has only the error's sentence, which is read.
 */
export function checkFailure(r: Pick<StepResult, 'error' | 'check'>): FailedCheck | null {
  const c = r.check;
  if (c) {
    return { what: c.what === 'value' ? 'value' : 'text', seen: c.actual, total: c.actualLength || undefined, verb: VERBS[c.match] ?? 'contain', want: c.expected };
  }
  const m = CHECK_ERROR.exec(r.error ?? '');
  if (!m) return null;
  return { what: m[1] as 'text' | 'value', seen: unquote(m[2]), total: m[3] ? Number(m[3]) : undefined, verb: m[4], want: unquote(m[5]) };
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
