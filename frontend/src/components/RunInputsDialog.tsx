import { useState } from 'react';
import type { RunInput } from '../api/generated';
import { typoHint } from '../lib/variables';
import { Modal } from './Modal';

/**
 * RunInputsDialog asks for the values a run needs: secrets (never stored)
 * and variables without a default. Defaults are prefilled and may be changed;
 * asked again (Values…), the fields hold the last run's values, secrets
 * masked but there, so Enter runs with them unchanged. A run of several
 * flows (the Library's Run selected) asks once for all of them: its title
 * says how many, each field which flows use it (RunInput.flows), and it
 * has no site field (askSite false).
 */
export function RunInputsDialog({ inputs, initial, again, site = '', flowStart = '', declared, title = 'Values for this run', askSite = true, onSubmit, onCancel }: {
  inputs: RunInput[];
  initial?: Record<string, string>;
  /** again says the fields hold the values of the last run (secrets too, masked). */
  again?: boolean;
  /**
   * site is the site runs go to instead of the flow's own ("": the flow's):
   * kept for the editor's next runs of this flow, until emptied or another
   * flow is opened; flowStart the flow's start URL.
   */
  site?: string;
  flowStart?: string;
  /**
   * declared are the names of the flow's variables: a value asked for a
   * name near one of them (a step's misspelt {{usr}}) says which (typoHint).
   */
  declared?: string[];
  /** title is the dialog's title; askSite false leaves out the site field (a run of several flows). */
  title?: string;
  askSite?: boolean;
  onSubmit: (values: Record<string, string>, site: string) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Record<string, string>>(() => {
    const v: Record<string, string> = {};
    for (const i of inputs) v[i.name] = initial?.[i.name] ?? i.default ?? '';
    return v;
  });
  const [at, setAt] = useState(site);
  const siteProblem = siteError(at);
  const missing = inputs.filter((i) => i.needsValue && !values[i.name]);
  const submit = (e?: React.FormEvent) => {
    e?.preventDefault();
    if (!missing.length && !siteProblem) onSubmit(values, at.trim());
  };
  return (
    <Modal
      title={title}
      onClose={onCancel}
      footer={
        <>
          <button className="btn" onClick={onCancel}>Cancel</button>
          <button className="btn btn-primary" disabled={missing.length > 0 || !!siteProblem} onClick={() => submit()}>
            Run
          </button>
        </>
      }
    >
      {again && <p className="muted small">Filled in with the values of your last run; change any, then Enter runs.</p>}
      <form
        onSubmit={submit}
        className="form-grid"
        onKeyDown={(e) => {
          // Ctrl+Enter (⌘↩) runs, as it does outside the dialog; a browser
          // submits a form on a plain Enter only.
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            e.stopPropagation();
            submit();
          }
        }}
      >
        {inputs.map((i) => {
          const typo = declared && !declared.includes(i.name) ? typoHint(i.name, declared) : '';
          const usedBy = i.flows?.length ? `Used by ${i.flows.join(', ')}` : '';
          return (
            <div key={i.name} className="field">
              <label className="field">
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
                  aria-describedby={[typo && `typo-${i.name}`, usedBy && `flows-${i.name}`].filter(Boolean).join(' ') || undefined}
                />
              </label>
              {usedBy && (
                <span id={`flows-${i.name}`} className="small muted">
                  {usedBy}
                </span>
              )}
              {typo && (
                <span id={`typo-${i.name}`} className="small bad">
                  A step uses {`{{${i.name}}}`}, which is not declared {typo}
                </span>
              )}
            </div>
          );
        })}
        {askSite && (
          <>
            <label className="field">
              <span className="field-label">Site for this flow’s runs</span>
              <input
                type="url"
                autoComplete="off"
                aria-describedby="run-site-hint"
                value={at}
                placeholder={originOf(flowStart) || 'https://staging.example.com'}
                onChange={(e) => setAt(e.target.value)}
              />
            </label>
            <p id="run-site-hint" className={`small ${siteProblem ? 'bad' : 'muted'}`} role={siteProblem ? 'alert' : undefined}>
              {siteProblem ||
                `Empty: the flow's own site${originOf(flowStart) ? ` (${originOf(flowStart)})` : ''}. Another one (a test server, a new release) runs the same steps there, this run and the next ones from this editor, until you empty it or open another flow; the flow is not changed.`}
            </p>
          </>
        )}
        <button type="submit" hidden />
      </form>
      <p className="muted small">
        {askSite ? 'Secret values are never saved; they stay in memory so a failed run can continue.' : 'Secret values are never saved; they stay in memory until you leave the Library.'}
      </p>
    </Modal>
  );
}

/** originOf is an address's scheme and host, "" when it has none. */
function originOf(u: string): string {
  try {
    const o = new URL(u).origin;
    return o === 'null' ? '' : o;
  } catch {
    return '';
  }
}

/** siteError says what is wrong with a typed site ("" when it is empty or fine). */
function siteError(s: string): string {
  const t = s.trim();
  if (!t) return '';
  let u: URL;
  try {
    u = new URL(t);
  } catch {
    return 'A site is a web address such as https://staging.example.com.';
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return 'A site starts with http:// or https://.';
  if (u.search || u.hash) return 'A site has no ?query or #fragment: give its address only.';
  return '';
}
