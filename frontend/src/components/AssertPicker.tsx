import { useEffect, useRef, useState } from 'react';
import type { AssertionChoice, AssertionPick } from '../api/generated';

/** editable says which field of a choice's step the user may change. */
function editable(c: AssertionChoice): 'value' | 'url' | null {
  if (c.kind === 'url') return 'url';
  if (c.kind === 'text-equals' || c.kind === 'text-contains' || c.kind === 'value' || c.kind === 'count') return 'value';
  return null;
}

const kindLabel: Record<string, string> = {
  visible: 'is visible',
  'text-equals': 'text equals',
  'text-contains': 'text contains',
  value: 'value is',
  checked: 'is checked',
  count: 'count is',
  url: 'URL contains',
};

/**
 * AssertPicker offers the checks that fit a picked element (visible, text
 * equals, contains, value, checked, count, URL), each prefilled with what
 * the page shows; the expected value can be changed before the check is
 * recorded as an assertion step.
 */
export function AssertPicker({ pick, onAdd, onCancel, autoFocus }: {
  pick: AssertionPick;
  onAdd: (c: AssertionChoice) => void;
  onCancel: () => void;
  /** autoFocus puts the keyboard on the chosen check (a pick made with the keyboard). */
  autoFocus?: boolean;
}) {
  const choices = pick.choices ?? [];
  const first = () => Math.max(0, choices.findIndex((c) => c.kind === 'text-equals'));
  const values = () => choices.map((c) => (editable(c) === 'url' ? c.step.url ?? '' : c.step.value ?? ''));
  const [sel, setSel] = useState(first);
  const [text, setText] = useState<string[]>(values);
  // Another pick starts over with its own values.
  const [shown, setShown] = useState(pick);
  if (shown !== pick) {
    setShown(pick);
    setSel(first());
    setText(values());
  }
  const chosen = choices[sel];
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (autoFocus) form.current?.querySelector<HTMLInputElement>('input[type=radio]:checked')?.focus();
  }, [pick, autoFocus]);
  const add = () => {
    if (!chosen) return;
    const f = editable(chosen);
    const v = text[sel] ?? '';
    const step = { ...chosen.step };
    if (f === 'url') step.url = v;
    if (f === 'value') step.value = v;
    const what = f ? `${kindLabel[chosen.kind] ?? chosen.kind} "${v}"` : kindLabel[chosen.kind] ?? chosen.kind;
    const label = chosen.kind === 'url' ? `the URL contains "${v}"` : `${pick.description} ${what}`;
    step.instruction = `verify ${label}`;
    onAdd({ ...chosen, label, step });
  };
  return (
    <section className="assert-picker" aria-label="Add an assertion">
      <div className="panel-sub">
        <h3>Check</h3>
        <span className="small clip" title={pick.description}>
          {pick.description}
        </span>
      </div>
      <form
        ref={form}
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onCancel();
        }}
      >
        <fieldset className="assert-choices">
          <legend className="sr-only">What to check</legend>
          {choices.map((c, i) => {
            const f = editable(c);
            return (
              <div key={c.kind} className={`assert-choice ${sel === i ? 'assert-on' : ''}`} data-testid="assert-choice">
                <label className="check">
                  <input type="radio" name="assert-kind" checked={sel === i} onChange={() => setSel(i)} />
                  {kindLabel[c.kind] ?? c.kind}
                </label>
                {f && (
                  <input
                    aria-label={`Expected ${kindLabel[c.kind] ?? c.kind}`}
                    className="mono"
                    value={text[i] ?? ''}
                    inputMode={c.kind === 'count' ? 'numeric' : undefined}
                    maxLength={2000}
                    onFocus={() => setSel(i)}
                    onChange={(e) => setText((t) => t.map((x, j) => (j === i ? e.target.value : x)))}
                  />
                )}
              </div>
            );
          })}
        </fieldset>
        <div className="row-end">
          <button type="button" className="btn btn-sm" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="btn btn-sm btn-primary" disabled={!chosen}>
            Add assertion
          </button>
        </div>
      </form>
    </section>
  );
}
