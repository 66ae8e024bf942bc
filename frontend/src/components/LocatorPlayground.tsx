import { useEffect, useRef, useState } from 'react';
import type { Locator, LocatorEvaluation, Target } from '../api/generated';
import { useApi } from '../lib/api-context';
import { clipText } from '../lib/format';
import { errorText } from '../lib/toast';
import './demo.css';

/**
 * MAX_LOCATOR is the longest locator the playground checks: a pasted page
 * of text is said to be too long, not cut silently and then misread.
 */
export const MAX_LOCATOR = 2000;

const q = (s: string | undefined) => `'${(s ?? '').replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** playwrightText writes a candidate in Playwright locator syntax, as the playground edits it. */
export function playwrightText(l: Locator): string {
  switch (l.kind) {
    case 'testid':
      return !l.attr || l.attr === 'data-testid' ? `getByTestId(${q(l.value)})` : `${l.attr}=${JSON.stringify(l.value ?? '')}`;
    case 'role':
      return l.name ? `getByRole(${q(l.role)}, { name: ${q(l.name)} })` : `getByRole(${q(l.role)})`;
    case 'label':
      return `getByLabel(${q(l.value)})`;
    case 'placeholder':
      return `getByPlaceholder(${q(l.value)})`;
    case 'alt':
      return `getByAltText(${q(l.value)})`;
    case 'text':
      return `getByText(${q(l.value)})`;
    case 'title':
      return `getByTitle(${q(l.value)})`;
    case 'xpath':
      return `locator(${q('xpath=' + (l.value ?? ''))})`;
    default:
      return `locator(${q(l.value)})`;
  }
}

/**
 * LocatorPlayground edits a step's locator candidates as text: pick a
 * candidate (or a new one), type Playwright locator syntax, CSS or XPath,
 * and as you type the live page counts the matches, outlines them on the
 * mirror and says whether the recorded element (the fingerprint) is among
 * them. Replace the candidate or add the text as a new one.
 */
export function LocatorPlayground({
  sessionId,
  target,
  onSetTarget,
  onUseElement,
}: {
  sessionId: string | null | undefined;
  target: Target;
  onSetTarget: (t: Target) => void;
  /**
   * onUseElement makes the element at (x, y) of the page the step's target,
   * as Pick element does: offered when the typed locator finds exactly one
   * element that is not the recorded one.
   */
  onUseElement?: (x: number, y: number) => void;
}) {
  const api = useApi();
  const NEW = -1;
  const [which, setWhich] = useState(0);
  const [text, setText] = useState(() => (target.candidates[0] ? playwrightText(target.candidates[0]) : ''));
  const [ev, setEv] = useState<LocatorEvaluation | null>(null);
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);
  const seq = useRef(0);

  // A new target (another step, a pick) starts over at its first candidate.
  const key = JSON.stringify(target.candidates);
  useEffect(() => {
    const i = Math.min(which, target.candidates.length - 1);
    setWhich(i < 0 ? NEW : i);
    setText(i >= 0 && target.candidates[i] ? playwrightText(target.candidates[i]) : '');
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    setEv(null);
    setError('');
    if (!sessionId || !text.trim() || text.length > MAX_LOCATOR) return;
    const n = ++seq.current;
    setChecking(true);
    const t = setTimeout(() => {
      api.EvaluateLocator(sessionId, target, text).then(
        (r) => n === seq.current && (setEv(r), setChecking(false)),
        (e) => n === seq.current && (setError(errorText(e)), setChecking(false)),
      );
    }, 250);
    return () => clearTimeout(t);
  }, [api, sessionId, text, key]); // eslint-disable-line react-hooks/exhaustive-deps

  const choose = (i: number) => {
    setWhich(i);
    setText(i === NEW ? '' : playwrightText(target.candidates[i]));
  };
  const tooLong = text.length > MAX_LOCATOR;
  const parsed = ev && !ev.error && !tooLong ? ev.locator : null;
  const apply = (asNew: boolean) => {
    if (!parsed) return;
    const cs = target.candidates.slice();
    if (asNew || which === NEW) cs.push(parsed);
    else cs[which] = parsed;
    onSetTarget({ ...target, candidates: cs });
  };
  const same = which !== NEW && parsed && JSON.stringify({ ...parsed, score: 0 }) === JSON.stringify({ ...target.candidates[which], score: 0 });

  return (
    <section className="playground" aria-label="Locator playground">
      <div className="panel-sub">
        <h3>Locator playground</h3>
        <span className="spacer" />
        <select aria-label="Candidate to edit" value={which} onChange={(e) => choose(Number(e.target.value))}>
          {target.candidates.map((_, i) => (
            <option key={i} value={i}>
              Candidate {i + 1}
            </option>
          ))}
          <option value={NEW}>New candidate</option>
        </select>
      </div>
      <textarea
        aria-label="Locator"
        className="mono playground-text"
        rows={2}
        spellCheck={false}
        placeholder="getByRole('button', { name: 'Sign in' }) · #email · //form/button"
        value={text}
        aria-invalid={tooLong || undefined}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            apply(false);
          }
        }}
      />
      <p className="small playground-result" data-testid="playground-result" aria-live="polite">
        {!sessionId ? (
          <span className="muted">Open the live page to count matches.</span>
        ) : !text.trim() ? (
          <span className="muted">Type a locator: Playwright syntax, CSS or XPath.</span>
        ) : tooLong ? (
          <span className="bad" data-testid="playground-too-long">
            This locator is too long: {text.length.toLocaleString('en')} characters, at most {MAX_LOCATOR.toLocaleString('en')}. Shorten it: a role and a name, a test id or a short CSS
            selector is enough.
          </span>
        ) : checking && !ev ? (
          <span className="muted">Checking…</span>
        ) : error || ev?.error ? (
          <span className="bad break">{clipText(error || ev?.error, 300)}</span>
        ) : ev ? (
          <>
            <span data-testid="playground-count" className={ev.matches === 1 && ev.recorded ? 'ok' : ev.matches === 0 ? 'bad' : ''}>
              {ev.matches} match{ev.matches === 1 ? '' : 'es'}
            </span>
            {' · '}
            <span data-testid="playground-fingerprint" className={ev.recorded ? 'ok' : 'bad'}>
              {ev.recorded ? 'the recorded element is among them' : 'the recorded element is not among them'}
            </span>
          </>
        ) : null}
      </p>
      {ev && !ev.error && !error && !tooLong && (ev.found ?? []).length > 0 && (
        <ol className="playground-found small" aria-label="Matches on the page" data-testid="playground-found">
          {(ev.found ?? []).map((m, i) => (
            <li key={i} className={m.recorded ? 'ok' : ''}>
              <span className="mono clip" title={m.description}>
                {m.description}
              </span>
              {m.recorded && <span className="playground-recorded"> — the recorded element</span>}
            </li>
          ))}
          {ev.matches > (ev.found ?? []).length && <li className="muted playground-more">and {ev.matches - (ev.found ?? []).length} more</li>}
        </ol>
      )}
      {onUseElement && ev && !ev.error && !error && !tooLong && ev.matches === 1 && !ev.recorded && ev.boxes.length === 1 && (
        <div className="playground-other small" data-testid="playground-other">
          <p>
            It finds another element than the recorded one. As a candidate it would not be used: a run acts only on the recorded element. To make the step act on this one, use it
            as the step&apos;s element (as Pick element does).
          </p>
          <button
            type="button"
            className="btn btn-xs btn-primary"
            onClick={() => onUseElement(ev.boxes[0].x + ev.boxes[0].w / 2, ev.boxes[0].y + ev.boxes[0].h / 2)}
          >
            Use this element
          </button>
        </div>
      )}
      <div className="row-end">
        {which !== NEW && (
          <button type="button" className="btn btn-xs" disabled={!parsed || !!same} onClick={() => apply(false)} title="Ctrl+Enter">
            Replace candidate {which + 1}
          </button>
        )}
        <button type="button" className="btn btn-xs" disabled={!parsed || (which !== NEW && !!same)} onClick={() => apply(true)}>
          Add as new candidate
        </button>
      </div>
    </section>
  );
}
