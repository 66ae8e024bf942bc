import { useEffect, useState } from 'react';
import type { InstructResult, ObservedCandidate } from '../api/generated';
import { useApi } from '../lib/api-context';
import { locatorText } from '../lib/format';
import { clearMarks, focusMark, setMarks } from '../lib/marks';
import { errorText } from '../lib/toast';
import { resolvedByText } from './Provenance';

/**
 * ObservePanel asks the live page which elements an instruction may refer
 * to, without acting: the candidates are listed best first and outlined,
 * numbered, on the mirror; any one can be performed and added as a step.
 */
export function ObservePanel({ sessionId, disabled, before, onAdded }: {
  sessionId: string;
  disabled?: boolean;
  /** before runs first on every call (the editor sends its draft to the page). */
  before?: () => Promise<void>;
  onAdded: (r: InstructResult) => void;
}) {
  const api = useApi();
  const [text, setText] = useState('');
  const [found, setFound] = useState<ObservedCandidate[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => () => clearMarks(sessionId), [sessionId]);

  const observe = async (e: React.FormEvent) => {
    e.preventDefault();
    const ins = text.trim();
    if (!ins || busy) return;
    setBusy(true);
    setError('');
    setFound(null);
    clearMarks(sessionId);
    try {
      await before?.();
      const cs = await api.Observe(sessionId, ins);
      setFound(cs);
      setMarks(sessionId, cs.flatMap((c) => (c.box ? [{ box: c.box, label: c.description }] : [])), 0);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const add = async (c: ObservedCandidate) => {
    setBusy(true);
    setError('');
    try {
      await before?.();
      const r = await api.AddObserved(sessionId, c);
      setFound(null);
      clearMarks(sessionId);
      onAdded(r);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  // Mark numbers follow the candidates that have a box on the page.
  let n = 0;
  const markOf = (found ?? []).map((c) => (c.box ? n++ : -1));
  return (
    <div className="observe" aria-label="Observe">
      <form className="tool-row" onSubmit={observe}>
        <input aria-label="Observe instruction" placeholder="What to look for, e.g. “the Sign in button”" value={text} disabled={disabled || busy} onChange={(e) => setText(e.target.value)} />
        <button className="btn btn-sm" type="submit" disabled={disabled || busy || !text.trim()} title="List the elements this refers to, without acting">
          {busy && !found ? 'Looking…' : 'Observe'}
        </button>
      </form>
      <p className="muted small tool-hint">Lists what the instruction could mean on this page and outlines it on the mirror; nothing is clicked until you add one.</p>
      {error && (
        <div className="alert alert-error small" role="alert">
          <span className="clip-lines">{error}</span>
        </div>
      )}
      {found && found.length === 0 && <p className="muted small">Nothing on this page matches “{text.trim()}”. Rephrase, or scroll the page.</p>}
      {found && found.length > 0 && (
        <ol className="observed" aria-label="Observed candidates">
          {found.map((c, i) => (
            <li
              key={i}
              className="observed-row"
              data-testid="observed"
              onMouseEnter={() => markOf[i] >= 0 && focusMark(markOf[i])}
              onFocus={() => markOf[i] >= 0 && focusMark(markOf[i])}
            >
              <span className="mark-n" aria-hidden="true">
                {markOf[i] >= 0 ? markOf[i] + 1 : '–'}
              </span>
              <div className="observed-main">
                <div className="strong observed-desc" title={c.description}>
                  {c.action} {c.description}
                  {c.value ? ` ← “${c.value}”` : ''}
                </div>
                <div className="muted small mono ellipsis" title={locatorText(c.target?.candidates?.[0])}>
                  {locatorText(c.target?.candidates?.[0])}
                </div>
                <div className="muted small">
                  found by {resolvedByText(c.resolvedBy)}
                  {!c.box && ' · not visible now'}
                </div>
              </div>
              <button className="btn btn-xs" type="button" disabled={disabled || busy} onClick={() => void add(c)} aria-label={`Add candidate ${i + 1} as a step`}>
                + Add as step
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
