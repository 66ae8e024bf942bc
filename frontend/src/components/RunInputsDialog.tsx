import { useState } from 'react';
import type { RunInput } from '../api/generated';
import { Modal } from './Modal';

/**
 * RunInputsDialog asks for the values a run needs: secrets (never stored)
 * and variables without a default. Defaults are prefilled and may be changed;
 * asked again (Values…), the fields hold the last run's values, secrets
 * masked but there, so Enter runs with them unchanged.
 */
export function RunInputsDialog({ inputs, initial, again, onSubmit, onCancel }: {
  inputs: RunInput[];
  initial?: Record<string, string>;
  /** again says the fields hold the values of the last run (secrets too, masked). */
  again?: boolean;
  onSubmit: (values: Record<string, string>) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Record<string, string>>(() => {
    const v: Record<string, string> = {};
    for (const i of inputs) v[i.name] = initial?.[i.name] ?? i.default ?? '';
    return v;
  });
  const missing = inputs.filter((i) => i.needsValue && !values[i.name]);
  const submit = (e?: React.FormEvent) => {
    e?.preventDefault();
    if (!missing.length) onSubmit(values);
  };
  return (
    <Modal
      title="Values for this run"
      onClose={onCancel}
      footer={
        <>
          <button className="btn" onClick={onCancel}>Cancel</button>
          <button className="btn btn-primary" disabled={missing.length > 0} onClick={() => submit()}>
            Run
          </button>
        </>
      }
    >
      {again && <p className="muted small">Filled in with the values of your last run; change any, then Enter runs.</p>}
      <form onSubmit={submit} className="form-grid">
        {inputs.map((i) => (
          <label key={i.name} className="field">
            <span className="field-label">
              {i.name}
              {i.secret && <span className="pill">secret</span>}
              {i.needsValue && <span className="req" aria-label="required">*</span>}
            </span>
            <input
              type={i.secret ? 'password' : 'text'}
              autoComplete="off"
              value={values[i.name] ?? ''}
              placeholder={i.description || (i.secret ? 'not stored; kept in memory for this run' : '')}
              onChange={(e) => setValues({ ...values, [i.name]: e.target.value })}
            />
          </label>
        ))}
        <button type="submit" hidden />
      </form>
      <p className="muted small">Secret values are never saved; they stay in memory so a failed run can continue.</p>
    </Modal>
  );
}
