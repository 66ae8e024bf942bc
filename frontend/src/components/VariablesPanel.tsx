import { useEffect, useRef, useState } from 'react';
import type { Step, Variable } from '../api/generated';
import { useTyped } from '../hooks/useTyped';
import { varsIn } from '../lib/format';
import { nameHint, typoHint, variableName } from '../lib/variables';
import { Modal } from './Modal';
import './io.css';

/** replayedVars are the variables a step's replay fills in: its value, URL, key and tool arguments. */
function replayedVars(s: Step): string[] {
  return [...varsIn(s.value), ...varsIn(s.url), ...varsIn(s.key), ...varsIn(s.tool?.args ? JSON.stringify(s.tool.args) : '')];
}

/** undeclaredByStep lists, by step index, the variables a step's replay fills in that variables does not declare. */
export function undeclaredByStep(steps: Step[], variables: Variable[]): [number, string[]][] {
  const out: [number, string[]][] = [];
  steps.forEach((s, i) => {
    const names = [...new Set(replayedVars(s))].filter((n) => !variables.some((v) => v.name === n));
    if (names.length) out.push([i, names]);
  });
  return out;
}

/**
 * nameOf makes a variable name of what was typed (variableName: a–z, A–Z,
 * 0–9, _ and - are kept, the engine's rule, anything else is left out);
 * hint says what was left out, or why the name cannot be added (one of
 * taken, the names declared, included).
 */
function nameOf(typed: string, taken: string[]): { name: string; hint: string; ok: boolean } {
  const { name, problem } = variableName(typed);
  if (!typed) return { name, hint: '', ok: false };
  if (problem) return { name, hint: problem, ok: false };
  if (taken.includes(name)) return { name, hint: `{{${name}}} already exists.`, ok: false };
  return { name, hint: nameHint(typed, 'this adds'), ok: true };
}

function Row({ v, used, onSet, onRemove }: { v: Variable; used: number; onSet: (v: Variable) => void; onRemove: () => void }) {
  const [def, setDef] = useTyped(v.default ?? '');
  const [desc, setDesc] = useTyped(v.description ?? '');
  return (
    <tr data-testid="variable">
      <td className="mono">{`{{${v.name}}}`}</td>
      <td>
        {v.secret ? (
          <span className="muted small">•••• prompted at run time, never stored</span>
        ) : (
          <input aria-label={`Default for ${v.name}`} value={def} onChange={(e) => setDef(e.target.value)} onBlur={() => def !== (v.default ?? '') && onSet({ ...v, default: def })} />
        )}
      </td>
      <td>
        <label className="check">
          <input type="checkbox" aria-label={`${v.name} is secret`} checked={!!v.secret} onChange={(e) => onSet(e.target.checked ? { name: v.name, secret: true, description: v.description } : { ...v, secret: false })} /> secret
        </label>
      </td>
      <td>
        <input aria-label={`Description of ${v.name}`} value={desc} placeholder="what to enter" onChange={(e) => setDesc(e.target.value)} onBlur={() => desc !== (v.description ?? '') && onSet({ ...v, description: desc || undefined })} />
      </td>
      <td className="num muted small">{used}</td>
      <td>
        <button className="icon-btn danger" aria-label={`Remove ${v.name}`} onClick={onRemove}>
          ×
        </button>
      </td>
    </tr>
  );
}

/**
 * removeConsequence says what removing the variable n does: used are the
 * indexes of the steps whose replay fills it in, inStart whether the start
 * URL holds it.
 */
function removeConsequence(n: string, used: number[], inStart: boolean, variables: Variable[]): string {
  const users = [inStart ? 'The start URL' : '', used.length === 1 ? `step ${used[0] + 1}` : used.length > 1 ? `steps ${used.map((i) => i + 1).join(', ')}` : '']
    .filter(Boolean)
    .join(' and ');
  const which = `${users.charAt(0).toUpperCase()}${users.slice(1)} ${used.length + (inStart ? 1 : 0) === 1 ? 'uses' : 'use'}`;
  const def = variables.find((v) => v.name === n)?.default;
  const after = [def ? `its default "${def}" is lost` : '', 'every run asks for its value'].filter(Boolean).join(' and ');
  return `${which} {{${n}}}. Removed, {{${n}}} is undeclared there: ${after}.`;
}

/** VariablesPanel defines a trajectory's variables: defaults, secret (masked, prompted at run time), description. */
export function VariablesPanel({
  variables,
  steps,
  startUrl = '',
  onSet,
  onRemove,
}: {
  variables: Variable[];
  steps: Step[];
  startUrl?: string;
  onSet: (v: Variable) => void;
  onRemove: (name: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const declaredNames = variables.map((v) => v.name);
  const { name, hint, ok } = nameOf(typed, declaredNames);
  // removing is a variable steps use, asked about before it goes.
  const [removing, setRemoving] = useState<string | null>(null);
  // A variable just added gets the keyboard on its default once its row is
  // there (the Add button it was on turns disabled with the name cleared;
  // names are letters, digits, _ and -, safe in the selector).
  const table = useRef<HTMLTableElement>(null);
  const added = useRef('');
  useEffect(() => {
    const n = added.current;
    if (!n || !variables.some((v) => v.name === n)) return;
    added.current = '';
    table.current?.querySelector<HTMLInputElement>(`input[aria-label="Default for ${n}"]`)?.focus();
  }, [variables]);
  // What a run fills in counts, as the engine counts it (Referenced): the
  // steps' values, URLs, keys and tool arguments and the start URL; a
  // mention in an instruction's words is not filled in by anything.
  const usedBy = (n: string) => steps.flatMap((s, i) => (replayedVars(s).includes(n) ? [i] : []));
  const inStart = (n: string) => varsIn(startUrl).includes(n);
  const uses = (n: string) => usedBy(n).length + (inStart(n) ? 1 : 0);
  const remove = (n: string) => (uses(n) ? setRemoving(n) : onRemove(n));
  const undeclared = [...new Set([...varsIn(startUrl), ...steps.flatMap(replayedVars)])].filter((n) => !variables.some((v) => v.name === n));
  return (
    <div className="variables">
      <div className="toolbar">
        <h2>Variables</h2>
        <span className="muted small">Steps refer to them as {'{{name}}'}; a run may override every value.</span>
      </div>
      <table className="table" aria-label="Variables" ref={table}>
        <thead>
          <tr>
            <th>Name</th>
            <th>Default</th>
            <th>Secret</th>
            <th>Description</th>
            <th className="num">Used by</th>
            <th aria-label="Actions" />
          </tr>
        </thead>
        <tbody>
          {variables.map((v) => (
            <Row key={v.name} v={v} used={uses(v.name)} onSet={onSet} onRemove={() => remove(v.name)} />
          ))}
          {variables.length === 0 && (
            <tr>
              <td colSpan={6} className="muted">
                No variables.
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {undeclared.length > 0 && (
        <p className="alert alert-warn small">
          Used but not declared: {undeclared.map((n) => [`{{${n}}}`, typoHint(n, declaredNames)].filter(Boolean).join(' ')).join(', ')}{' '}
          {undeclared.map((n) => (
            <button key={n} className="btn btn-xs" onClick={() => onSet({ name: n })}>
              declare {n}
            </button>
          ))}
        </p>
      )}
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!ok) return;
          added.current = name;
          onSet({ name });
          setTyped('');
        }}
      >
        <input
          aria-label="New variable name"
          aria-describedby={hint ? 'new-variable-hint' : undefined}
          placeholder="new variable name"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button className="btn btn-sm" disabled={!ok}>
          + Add variable
        </button>
      </form>
      {hint && (
        <p id="new-variable-hint" className={`small var-name-hint ${ok ? 'muted' : 'bad'}`} role="status">
          {hint}
        </p>
      )}
      {removing && (
        <Modal
          title={`Remove {{${removing}}}?`}
          onClose={() => setRemoving(null)}
          className="modal-ask"
          footer={
            <>
              <button
                className="btn btn-danger"
                onClick={() => {
                  onRemove(removing);
                  setRemoving(null);
                }}
              >
                Remove
              </button>
              <button className="btn btn-primary" onClick={() => setRemoving(null)}>
                Keep it
              </button>
            </>
          }
        >
          <p>{removeConsequence(removing, usedBy(removing), inStart(removing), variables)}</p>
        </Modal>
      )}
    </div>
  );
}
