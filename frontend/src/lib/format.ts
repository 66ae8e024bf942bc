import type { Locator, Status, Step, Target } from '../api/generated';

/** locatorText renders a locator the way trajectory.Locator.String does in Go. */
export function locatorText(l: Locator | undefined | null): string {
  if (!l) return '';
  switch (l.kind) {
    case 'testid':
      return `${l.attr || 'data-testid'}=${JSON.stringify(l.value ?? '')}`;
    case 'role':
      return `role ${l.role} ${JSON.stringify(l.name ?? '')}`;
    default:
      return `${l.kind} ${JSON.stringify(l.value ?? '')}`;
  }
}

/** targetText names an element the way a user reads it: button "Sign in". */
export function targetText(t: Target | undefined): string {
  if (!t) return '';
  const f = t.fingerprint;
  const what = f?.role || f?.tag || 'element';
  const name = f?.name || f?.text || f?.attrs?.placeholder || '';
  return name ? `${what} "${name}"` : what;
}

/** stepSummary is a one-line description of what the step does, for steps without an instruction. */
/** The step's action as a user says it: "right-click", "double-click"… */
export function actionLabel(s: Step): string {
  if (s.action !== 'click') return s.action;
  if (s.button === 'right' || s.button === 'middle') return `${s.button}-click`;
  if (s.clickCount === 2) return 'double-click';
  if (s.clickCount === 3) return 'triple-click';
  return 'click';
}

export function stepSummary(s: Step): string {
  const t = targetText(s.target);
  switch (s.action) {
    case 'click':
      return `${actionLabel(s)} ${t}`.trim();
    case 'goto':
      return `go to ${s.url ?? ''}`;
    case 'fill':
    case 'type':
      return `type ${s.value ?? ''} into ${t}`;
    case 'select':
      return `select ${s.value ?? ''} in ${t}`;
    case 'press':
      return `press ${s.key ?? ''}${t ? ' in ' + t : ''}`;
    case 'assert-url':
      return `verify the url contains ${s.url ?? ''}`;
    case 'assert-text':
      return `verify ${t} contains ${s.value ?? ''}`;
    case 'navigate-back':
      return 'go back';
    case 'navigate-forward':
      return 'go forward';
    default:
      return `${s.action} ${t}`.trim();
  }
}

export function duration(ms: number | undefined): string {
  if (ms == null) return '';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60000) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.floor(ms / 60000)} min ${Math.round((ms % 60000) / 1000)} s`;
}

export function when(iso: string | undefined, now = Date.now()): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t) || t <= 0) return '';
  const s = Math.round((now - t) / 1000);
  if (s < 45) return 'just now';
  if (s < 3600) return `${Math.round(s / 60)} min ago`;
  if (s < 86400) return `${Math.round(s / 3600)} h ago`;
  if (s < 86400 * 7) return `${Math.round(s / 86400)} d ago`;
  return new Date(t).toLocaleDateString();
}

export function runDuration(startedAt: string, finishedAt?: string): number | undefined {
  if (!finishedAt) return undefined;
  const a = Date.parse(startedAt);
  const b = Date.parse(finishedAt);
  return Number.isNaN(a) || Number.isNaN(b) || b < a ? undefined : b - a;
}

export const statusLabel: Record<Status, string> = {
  running: 'running',
  passed: 'passed',
  failed: 'failed',
  skipped: 'skipped',
  cancelled: 'cancelled',
  setup: 'setup',
};

/** varsIn lists the {{name}} placeholders in a string. */
export function varsIn(s: string | undefined): string[] {
  if (!s) return [];
  return [...s.matchAll(/\{\{\s*([\w-]+)\s*\}\}/g)].map((m) => m[1]);
}

/**
 * clipText bounds a user text for display (a title, a tooltip, an error):
 * past max characters it keeps the start and the end and says how much was
 * left out, so a pasted page of text never makes an unbounded box.
 */
export function clipText(s: string | undefined | null, max = 300): string {
  if (!s) return '';
  if (s.length <= max) return s;
  const tail = Math.min(60, Math.floor(max / 4));
  return `${s.slice(0, max - tail)} … (${s.length - max} characters left out) … ${s.slice(s.length - tail)}`;
}

/** count writes a count with its noun, singular for one: "1 step", "3 steps", "0 steps". */
export function count(n: number, noun: string, plural = noun + 's'): string {
  return `${n} ${n === 1 ? noun : plural}`;
}
