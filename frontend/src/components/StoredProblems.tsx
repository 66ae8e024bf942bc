import type { Problem, Step } from '../api/generated';

/** FIELD_WORDS name a problem's field as the editor labels it. */
const FIELD_WORDS: Record<string, string> = { timeoutMs: 'Timeout', name: 'Name' };

/** where says where a problem is, as the editor shows it: "Name", "Step 4 · Timeout". */
export function problemPlace(p: Problem, steps: Step[]): string {
  const field = FIELD_WORDS[p.field ?? ''] ?? p.field ?? '';
  if (!p.step) return field || 'The flow';
  const i = steps.findIndex((s) => s.id === p.stepId);
  const n = i >= 0 ? i + 1 : p.step;
  return field ? `Step ${n} · ${field}` : `Step ${n}`;
}

/** sameProblem says whether a and b are one problem (the same field of the same step). */
function sameProblem(a: Problem, b: Problem): boolean {
  return a.field === b.field && (a.stepId ? a.stepId === b.stepId : !b.step);
}

/**
 * StoredProblems says, above the editor, what the stored flow breaks of
 * the store's current rules (a flow saved before them: a name longer than
 * the limit, a step timeout out of range) in the engine's words, where it
 * is, and takes the keyboard there (Change it); the flow is not saved or
 * exported until they are changed. A problem changed in the draft is
 * marked done until the save.
 */
export function StoredProblems({ stored, current, steps, onGo }: {
  /** stored are the stored revision's problems. */
  stored: Problem[];
  /** current are the draft's problems. */
  current: Problem[];
  steps: Step[];
  /** onGo puts the keyboard on the problem's field. */
  onGo: (p: Problem) => void;
}) {
  if (!stored.length) return null;
  const left = stored.filter((p) => current.some((c) => sameProblem(c, p)));
  return (
    <div className="alert alert-warn stored-problems" role="note" aria-label="What to change before saving">
      <p>
        {left.length
          ? 'This flow was saved before the current limits. Change what is out of range, then save: until then it is not saved or exported.'
          : 'All changed: save to keep the changes (the flow then exports again too).'}
      </p>
      <ul>
        {stored.map((p, i) => {
          const done = !left.includes(p);
          return (
            <li key={i} className={done ? 'done' : undefined}>
              <strong>{problemPlace(p, steps)}</strong>: {done ? 'changed' : p.message}
              {!done && (
                <button className="btn btn-xs" onClick={() => onGo(p)} aria-label={`Change it: ${problemPlace(p, steps)}`}>
                  Change it
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
