import { useEffect, useRef, useState } from 'react';
import type { Step, Variable } from '../api/generated';
import { useTyped } from '../hooks/useTyped';
import { varsIn } from '../lib/format';

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

/** VariablesPanel defines a trajectory's variables: defaults, secret (masked, prompted at run time), description. */
export function VariablesPanel({ variables, steps, onSet, onRemove }: { variables: Variable[]; steps: Step[]; onSet: (v: Variable) => void; onRemove: (name: string) => void }) {
  const [name, setName] = useState('');
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
  const uses = (n: string) => steps.filter((s) => [s.value, s.url, s.instruction].some((x) => varsIn(x).includes(n))).length;
  const undeclared = [...new Set(steps.flatMap((s) => [...varsIn(s.value), ...varsIn(s.url)]))].filter((n) => !variables.some((v) => v.name === n));
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
            <Row key={v.name} v={v} used={uses(v.name)} onSet={onSet} onRemove={() => onRemove(v.name)} />
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
          Used but not declared: {undeclared.map((n) => `{{${n}}}`).join(', ')}{' '}
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
          if (name) {
            added.current = name;
            onSet({ name });
          }
          setName('');
        }}
      >
        <input aria-label="New variable name" placeholder="new variable name" value={name} onChange={(e) => setName(e.target.value.replace(/[^\w-]/g, ''))} />
        <button className="btn btn-sm" disabled={!name || variables.some((v) => v.name === name)}>
          + Add variable
        </button>
      </form>
    </div>
  );
}
