import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { Icon } from './Icon';
import { useTyped } from '../hooks/useTyped';
import type { ActionInfo, CandidateCheck, Problem, Step, Target, Variable } from '../api/generated';
import type { Need } from '../api/ui-types';
import { locatorText, targetText } from '../lib/format';

/** Field edits a string and commits it on blur or Enter, so each commit is one undo step. */
function Field({ label, value, onCommit, multiline, type, placeholder, mono, name, inputRef, problem }: {
  label: string;
  value: string;
  onCommit: (v: string) => void;
  multiline?: boolean;
  type?: string;
  placeholder?: string;
  mono?: boolean;
  name?: string;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** problem is what the engine finds wrong with the field's value, said under it. */
  problem?: string;
}) {
  const [v, setV] = useTyped(value);
  const problemId = useId();
  const commit = () => v !== value && onCommit(v);
  const common = {
    'aria-label': label,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
    name,
    value: v,
    placeholder,
    className: mono ? 'mono' : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setV(e.target.value),
    onBlur: commit,
    onKeyDown: (e: React.KeyboardEvent) => {
      if (e.key === 'Enter' && !(multiline && e.shiftKey)) {
        e.preventDefault();
        commit();
      }
      // Escape puts the text back, and is then not the editor's Escape (stop the run).
      if (e.key === 'Escape' && v !== value) {
        e.preventDefault();
        setV(value);
      }
    },
  };
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      {multiline ? <textarea rows={2} ref={inputRef} {...common} /> : <input type={type ?? 'text'} ref={inputRef} {...common} />}
      {problem && (
        <span id={problemId} className="small bad field-problem">
          {problem}
        </span>
      )}
    </label>
  );
}

/**
 * needOf says whether the step's action takes argument k. Until the list of
 * actions has arrived, a step shows the arguments it has, so its fields do
 * not appear a moment after the step does.
 */
function needOf(info: ActionInfo | undefined, k: keyof Omit<ActionInfo, 'action'>, step: Step): Need {
  if (!info) return step[k] ? 'optional' : 'none';
  return (info[k] as Need | undefined) ?? 'none';
}

/**
 * StepInspector edits one step: instruction, action, arguments, variables,
 * timeout; lists the target's ranked locator candidates with a live match
 * count on the current page, and replaces the target by picking on the page.
 */
export function StepInspector({ step, index, actions, variables, checks, checking, canPick, picking, onPick, onUpdate, onSetTarget, onRecheck, offPage, playground, instructionRef, onRead, reading, onOpenPage, opening, problems }: {
  step: Step;
  index: number;
  actions: ActionInfo[];
  variables: Variable[];
  checks: CandidateCheck[] | null;
  checking: boolean;
  canPick: boolean;
  picking: boolean;
  onPick: () => void;
  onUpdate: (s: Step) => void;
  onSetTarget: (t: Target) => void;
  onRecheck: () => void;
  /** offPage is the address the step expects when the live page is elsewhere: zero matches mean "not on this page". */
  offPage?: string;
  /** playground is drawn under the candidates (the locator playground). */
  playground?: React.ReactNode;
  /** instructionRef is the Instruction field (the editor focuses a new step's). */
  instructionRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /**
   * onRead reads an instruction on the live page and makes the step what
   * it says (action, value, element), resolving true when it did; reading
   * is true while it does. It needs the live page (canPick).
   */
  onRead?: (instruction: string) => Promise<boolean> | void;
  reading?: boolean;
  /** onOpenPage opens the live page (offered where reading needs it); opening is true while it opens. */
  onOpenPage?: () => void;
  opening?: boolean;
  /** problems are the engine's problems of this step (a timeout out of range is said under its field). */
  problems?: Problem[];
}) {
  const info = actions.find((a) => a.action === step.action);
  const problemOf = (field: string) => problems?.find((p) => p.field === field)?.message;
  const set = (patch: Partial<Step>) => onUpdate({ ...step, ...patch });
  const valueField = step.action === 'press' ? 'key' : null;
  const insertVar = (name: string) => {
    const field = needOf(info, 'value', step) !== 'none' ? 'value' : needOf(info, 'url', step) !== 'none' ? 'url' : null;
    if (!field) return;
    set({ [field]: (step[field] ?? '') + `{{${name}}}` });
  };
  // retyped is an instruction just typed over a step that already does
  // something (its id and the new words).
  const [retyped, setRetyped] = useState<{ id: string; text: string } | null>(null);
  const t = step.target;
  const lacksElement = !t && needOf(info, 'target', step) === 'required';
  // read sets the step from its words; the notice about new words stays
  // until that is done (a page that cannot read them keeps it, to retry).
  const read = async (text: string) => {
    if (!onRead) return;
    if ((await onRead(text)) === true) setRetyped((r) => (r?.id === step.id ? null : r));
  };
  const retypedShown = !!onRead && retyped?.id === step.id && retyped.text === step.instruction;
  // needPage says why the instruction cannot be read now, with the button
  // that opens the page; once it is open, the keyboard goes from that
  // button (gone with the reason) to the button that reads the words.
  const setFromThem = useRef<HTMLButtonElement>(null);
  const setFromInstruction = useRef<HTMLButtonElement>(null);
  const openedFor = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const want = openedFor.current;
    if (!canPick || !want) return;
    openedFor.current = null;
    const at = document.activeElement;
    if (!at || at === document.body || !at.isConnected) want.focus();
  }, [canPick]);
  const needPage = (why: string, then: React.RefObject<HTMLButtonElement | null>) => (
    <span className="read-needs-page">
      <span className="muted small">{why}</span>
      {onOpenPage && (
        <button
          type="button"
          className="btn btn-xs"
          disabled={opening}
          onClick={() => {
            openedFor.current = then.current;
            onOpenPage();
          }}
        >
          {opening ? 'Opening the live page…' : 'Open the live page'}
        </button>
      )}
    </span>
  );
  return (
    <div className="inspector" aria-label={`Step ${index + 1} inspector`}>
      <h2 className="panel-title">
        Step {index + 1} <span className="muted small mono">{step.id}</span>
      </h2>
      <Field
        label="Instruction"
        value={step.instruction ?? ''}
        multiline
        inputRef={instructionRef}
        onCommit={(v) => {
          // A step that needs an element and has none (one inserted by
          // hand) takes what its instruction says from the live page.
          if (lacksElement && canPick && onRead && v.trim()) return onRead(v);
          // A step that does something already keeps doing it: say so,
          // and offer to make it what the new words say.
          if (onRead && v.trim() && v !== (step.instruction ?? '')) setRetyped({ id: step.id, text: v });
          set({ instruction: v });
        }}
      />
      {retypedShown && (
        <div className="alert alert-warn instruction-stale" role="status" data-testid="retyped-instruction">
          <div className="small">
            The step still does <strong>{step.action}</strong>
            {t ? <> on {targetText(t)}</> : null}
            {step.value ? <> with “<span className="bounded-text">{step.value}</span>”</> : null}: the new words changed only its title.
          </div>
          <div className="actions">
            <button
              ref={setFromThem}
              className="btn btn-sm btn-primary"
              disabled={reading || !canPick}
              title={canPick ? 'Read the new words on the live page and make the step do what they say' : 'The new words are read on the live page: open it first'}
              onClick={() => void read(step.instruction ?? '')}
            >
              Set the step from them
            </button>
            <button className="btn btn-sm" onClick={() => setRetyped(null)}>
              Keep the step
            </button>
            {!canPick && needPage('They are read on the live page, which is not open.', setFromThem)}
          </div>
        </div>
      )}
      {onRead && (
        <div className="toolbar read-instruction">
          <button
            ref={setFromInstruction}
            type="button"
            className="btn btn-xs"
            disabled={reading || !canPick || !(step.instruction ?? '').trim()}
            title={canPick ? "Read the instruction on the live page and set the step's action, value and element from it" : 'The instruction is read on the live page: open it first'}
            onClick={() => void read(step.instruction ?? '')}
          >
            {reading ? 'Reading the page…' : 'Set from instruction'}
          </button>
          {!canPick &&
            (lacksElement
              ? needPage('This step has no element yet: open the live page to set it from the instruction, or pick it.', setFromInstruction)
              : retypedShown
                ? <span className="muted small">needs the live page</span>
                : needPage('needs the live page', setFromInstruction))}
        </div>
      )}
      <div className="row2">
        <label className="field">
          <span className="field-label">Action</span>
          <select
            aria-label="Action"
            value={step.action}
            onChange={(e) => {
              const action = e.target.value as Step['action'];
              // Only clicks have a button, a click count and a hold.
              set(action === 'click' ? { action } : { action, button: undefined, clickCount: undefined, delayMs: undefined });
            }}
          >
            {(actions.length ? actions.map((a) => a.action) : [step.action]).map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <Field label="Timeout (ms)" type="number" value={step.timeoutMs ? String(step.timeoutMs) : ''} placeholder="default" problem={problemOf('timeoutMs')} onCommit={(v) => set({ timeoutMs: v ? Math.max(0, Number(v)) : undefined })} />
      </div>
      {needOf(info, 'url', step) !== 'none' && <Field label={step.action === 'assert-url' ? 'Expected URL' : 'URL'} value={step.url ?? ''} mono onCommit={(v) => set({ url: v })} />}
      {needOf(info, 'value', step) !== 'none' && <Field label={step.action.startsWith('assert') ? 'Expected' : 'Value'} value={step.value ?? ''} mono onCommit={(v) => set({ value: v })} />}
      {(needOf(info, 'key', step) !== 'none' || valueField) && <Field label="Key" value={step.key ?? ''} mono placeholder="Enter, Control+A" onCommit={(v) => set({ key: v })} />}
      {step.action.startsWith('assert-') && step.action !== 'assert-visible' && (
        <label className="field">
          <span className="field-label">Match</span>
          <select aria-label="Match" value={step.match ?? ''} onChange={(e) => set({ match: e.target.value || undefined })}>
            <option value="">default (contains)</option>
            <option value="exact">exact</option>
            <option value="contains">contains</option>
            <option value="regex">regex</option>
          </select>
        </label>
      )}
      {step.action === 'click' && (
        <div className="row2">
          <label className="field">
            <span className="field-label">Button</span>
            <select aria-label="Button" value={step.button ?? 'left'} onChange={(e) => set({ button: e.target.value === 'left' ? undefined : (e.target.value as Step['button']) })}>
              <option value="left">left</option>
              <option value="right">right</option>
              <option value="middle">middle</option>
            </select>
          </label>
          <label className="field">
            <span className="field-label">Clicks</span>
            <select aria-label="Clicks" value={String(step.clickCount ?? 1)} onChange={(e) => set({ clickCount: e.target.value === '1' ? undefined : Number(e.target.value) })}>
              <option value="1">single</option>
              <option value="2">double</option>
              <option value="3">triple</option>
            </select>
          </label>
        </div>
      )}
      {variables.length > 0 && (
        <div className="var-chips" aria-label="Insert a variable">
          <span className="muted small">Insert variable:</span>
          {variables.map((v) => (
            <button key={v.name} className="chip" onClick={() => insertVar(v.name)} title={v.secret ? 'secret: prompted at run time' : `default: ${v.default ?? ''}`}>
              {`{{${v.name}}}`}
              {v.secret && <Icon name="lock" size={11} title="secret" />}
            </button>
          ))}
        </div>
      )}
      <label className="check">
        <input type="checkbox" checked={!!step.disabled} onChange={(e) => set({ disabled: e.target.checked || undefined })} /> Disabled (skipped on replay)
      </label>

      {(needOf(info, 'target', step) !== 'none' || t) && (
        <section className="candidates" aria-label="Locator candidates">
          <div className="panel-sub">
            <h3>Target</h3>
            <span className="muted small">{t ? targetText(t) : 'none'}</span>
            <span className="spacer" />
            {canPick && (
              <button className="btn btn-xs" onClick={onRecheck} disabled={!t || checking} title="Count matches on the live page again">
                ↻ check
              </button>
            )}
            <button className={`btn btn-xs ${picking ? 'btn-primary' : ''}`} onClick={onPick} title="Pick the element on the live page (P)">
              {picking ? 'Click on the page…' : <><Icon name="pick" /> Pick element</>}
            </button>
          </div>
          {!canPick && <p className="muted small">Open the live page to check candidates and pick elements.</p>}
          {t ? (
            <table className="table table-tight" aria-label="Candidates">
              <thead>
                <tr>
                  <th>#</th>
                  <th>Locator</th>
                  <th>Now</th>
                  <th aria-label="Actions" />
                </tr>
              </thead>
              <tbody>
                {t.candidates.map((c, i) => {
                  const ch = checks?.[i];
                  const ok = ch && ch.matches === 1 && ch.fingerprintMatches === 1;
                  // The backend says which candidate replay would take; older backends do not, so infer it.
                  const wins = ch ? (ch.wouldWin ?? (ok && checks!.findIndex((x) => x.matches === 1 && x.fingerprintMatches === 1) === i)) : false;
                  return (
                    <tr key={i} data-testid="candidate">
                      <td className="muted">{i + 1}</td>
                      <td className="mono small break" title={`${c.kind} · score ${c.score} (lower ranks first)`}>
                        {locatorText(c)}
                        {wins && <span className="win-mark" title="Replay would use this candidate on the page as it is now: it tries test ids and #ids first, then labels, roles and texts, and this list's order within each kind">replay uses</span>}
                      </td>
                      <td className={`small ${ch ? (ok ? 'ok' : offPage && !ch.matches ? 'muted' : 'bad') : 'muted'}`} data-testid="candidate-matches" title={offPage && ch && !ch.matches ? `The live page is not the page this step was recorded on (${offPage})` : ch?.outcome}>
                        {checking && !ch ? '…' : ch && offPage && !ch.matches ? 'not on this page' : ch ? `matches ${ch.matches} element${ch.matches === 1 ? '' : 's'}${ch.matches && !ok ? ` · ${ch.outcome}` : ''}` : '–'}
                      </td>
                      <td className="nowrap">
                        <button className="icon-btn" disabled={i === 0} aria-label="Prefer this candidate" title="Move up (replay tries test ids and #ids first, then labels, roles and texts: the order counts within a kind)" onClick={() => {
                          const cs = t.candidates.slice();
                          [cs[i - 1], cs[i]] = [cs[i], cs[i - 1]];
                          onSetTarget({ ...t, candidates: cs });
                        }}>
                          ↑
                        </button>
                        <button className="icon-btn" disabled={t.candidates.length <= 1} aria-label="Remove candidate" title="Remove" onClick={() => onSetTarget({ ...t, candidates: t.candidates.filter((_, j) => j !== i) })}>
                          ×
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ) : (
            <p className="muted small">No target yet: pick the element on the page.</p>
          )}
          {t && playground}
          {t && (
            <details className="fingerprint">
              <summary className="small">Fingerprint</summary>
              <dl className="kv small">
                <dt>tag</dt>
                <dd className="mono">{t.fingerprint.tag}</dd>
                {t.fingerprint.role && (<><dt>role</dt><dd className="mono">{t.fingerprint.role}</dd></>)}
                {t.fingerprint.name && (<><dt>name</dt><dd>{t.fingerprint.name}</dd></>)}
                {t.fingerprint.context && (<><dt>context</dt><dd>{t.fingerprint.context}</dd></>)}
                {t.fingerprint.path && (<><dt>path</dt><dd className="mono break">{t.fingerprint.path}</dd></>)}
                {Object.entries(t.fingerprint.attrs ?? {}).map(([k, v]) => (
                  <span key={k} className="contents">
                    <dt className="mono">{k}</dt>
                    <dd className="mono break">{v}</dd>
                  </span>
                ))}
                {t.frames?.length ? (<><dt>frames</dt><dd className="mono">{t.frames.map((f) => f.selector).join(' › ')}</dd></>) : null}
              </dl>
            </details>
          )}
        </section>
      )}
    </div>
  );
}
