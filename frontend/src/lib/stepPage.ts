import type { Step, StepResult } from '../api/generated';

/**
 * expectedPage is the address a step expects the page to be at: where
 * the step before it left the page in the latest run or the recording
 * (the first source that knows), else the start URL for the first step.
 * "" when nothing says (the step is then run wherever the page is).
 */
export function expectedPage(steps: Step[], i: number, startUrl: string, sources: Record<string, StepResult | undefined>[]): string {
  if (i <= 0) return startUrl.includes('{{') ? '' : startUrl;
  const prev = steps[i - 1];
  for (const src of sources) {
    const r = prev && src[prev.id];
    if (r?.url && r.status !== 'skipped' && r.status !== 'failed') return r.url;
  }
  return '';
}

/** pageKey is what two addresses are compared by: origin and path, no query, hash or trailing slash. */
function pageKey(u: string): string | null {
  try {
    const x = new URL(u);
    return x.origin + x.pathname.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/** samePage reports whether two addresses show the same page (unknown counts as the same). */
export function samePage(a: string, b: string): boolean {
  const ka = pageKey(a);
  const kb = pageKey(b);
  return !ka || !kb || ka === kb;
}

/**
 * onSite is a recorded address as a run on another site saw it: when the
 * run started on another site (runStart, Run.startUrl) than the flow's own
 * (flowStart), an address on the flow's site moves to the run's, as replay
 * moves the start URL and the goto addresses (RunOptions.baseUrl). Other
 * addresses, and every address of a run on the flow's own site, stay.
 */
export function onSite(u: string, flowStart: string, runStart: string | undefined): string {
  try {
    const from = new URL(flowStart).origin;
    const to = runStart ? new URL(runStart).origin : from;
    const x = new URL(u);
    if (from === to || x.origin !== from || to === 'null') return u;
    return to + x.pathname + x.search + x.hash;
  } catch {
    return u;
  }
}

/** needsPage says whether a step acts on the page it finds (a goto opens its own). */
export function needsPage(s: Step | undefined): boolean {
  return !!s && s.action !== 'goto';
}

/**
 * keepsPage says whether a step leaves the page where it found it: a
 * disabled step, a check, a scroll, a hover, a wait or an extraction,
 * which neither go to another address nor act on the page's controls.
 * After such steps only, a step is still on the page the run started on.
 */
export function keepsPage(s: Step | undefined): boolean {
  if (!s) return false;
  return !!s.disabled || s.action.startsWith('assert-') || ['scroll', 'hover', 'wait-for', 'extract'].includes(s.action);
}

/** hostOf is an address's host and port (the site it is on), the address itself when it has none. */
export function hostOf(u: string): string {
  try {
    return new URL(u).host || u;
  } catch {
    return u;
  }
}

/** shortUrl is an address without its scheme, for messages. */
export function shortUrl(u: string): string {
  const s = u.replace(/^https?:\/\//, '');
  return s.length > 80 ? s.slice(0, 79) + '…' : s;
}
