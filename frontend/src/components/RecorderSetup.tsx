import { useEffect, useRef, useState } from 'react';
import type { ProviderInfo, SessionInfo, Variable } from '../api/generated';
import { useApi } from '../lib/api-context';
import { modelChoices, rememberModel } from '../lib/models';
import { errorText } from '../lib/toast';
import { count } from '../lib/format';
import { nameHint, variableName } from '../lib/variables';

/** VarRow is one variable of the form; name is as typed (see varName). */
interface VarRow { name: string; value: string; secret: boolean }

/** varName is the variable a typed name gives: characters other than a–z, A–Z, 0–9, _ and - are left out (variableName). */
function varName(typed: string): string {
  return variableName(typed).name;
}

/**
 * varProblem says in plain words what keeps row i from being a variable
 * of the flow (the engine would refuse it when the recording is saved),
 * or '' when nothing does. A row with neither name nor value is left out.
 */
function varProblem(rows: VarRow[], i: number): string {
  if (!rows[i].name.trim()) return rows[i].value ? 'Give this value a name, or remove it.' : '';
  const { name, problem } = variableName(rows[i].name);
  if (problem) return problem;
  if (rows.slice(0, i).some((r) => varName(r.name) === name)) return `There is already a {{${name}}} above: give this one another name, or remove it.`;
  return '';
}

/**
 * RecorderSetup is the form that opens a recording: start URL, name, model
 * and variables; it also offers to resume a recording left open.
 */
export function RecorderSetup({ onStarted }: { onStarted: (s: SessionInfo, name: string) => void }) {
  const api = useApi();
  const [url, setUrl] = useState('');
  // The browser starts while the first URL is typed (PrewarmBrowser), not
  // when Start is pressed.
  const prewarmed = useRef(false);
  const typeUrl = (v: string) => {
    setUrl(v);
    if (v && !prewarmed.current) {
      prewarmed.current = true;
      api.PrewarmBrowser().catch(() => {});
    }
  };
  const [name, setName] = useState('');
  const [model, setModel] = useState('local');
  const [providers, setProviders] = useState<ProviderInfo[]>([]);
  const [vars, setVars] = useState<VarRow[]>([]);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState('');
  const [resumable, setResumable] = useState<SessionInfo[]>([]);

  useEffect(() => {
    api.ListProviders().then(setProviders, () => {});
    api.ListSessions().then((l) => setResumable(l.filter((x) => x.kind === 'record' && !x.trajectory.id)), () => {});
    api.GetSettings().then(
      (s) => {
        rememberModel(s.model);
        if (s.model) setModel(s.model);
      },
      () => {},
    );
  }, [api]);

  const start = async (e: React.FormEvent) => {
    e.preventDefault();
    if (vars.some((_, i) => varProblem(vars, i))) return;
    setError('');
    setStarting(true);
    try {
      const named = vars.map((v) => ({ ...v, name: varName(v.name) })).filter((v) => v.name);
      const variables: Variable[] = named.map((v) => (v.secret ? { name: v.name, secret: true } : { name: v.name, default: v.value }));
      const values: Record<string, string> = {};
      for (const v of named) values[v.name] = v.value;
      const s = await api.StartSession({ url, name: name || undefined, model, variables, values });
      onStarted(s, name);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setStarting(false);
    }
  };

  // "+ Variable" puts the keyboard on the new row's name.
  const lastName = useRef<HTMLInputElement>(null);
  const focusNew = useRef(false);
  const addVar = () => {
    focusNew.current = true;
    setVars([...vars, { name: '', value: '', secret: false }]);
  };
  useEffect(() => {
    if (!focusNew.current) return;
    focusNew.current = false;
    lastName.current?.focus();
  }, [vars]);

  const noUrl = !url.trim();
  const problems = vars.map((_, i) => varProblem(vars, i));
  const badVars = problems.some(Boolean);
  const waitsFor = noUrl ? 'start-needs-url' : badVars ? 'start-needs-vars' : undefined;
  const choices = modelChoices(providers);
  return (
    <div className="screen recorder-setup">
      <div className="toolbar">
        <h1>New recording</h1>
      </div>
      <form className="card form-grid narrow" onSubmit={start}>
        <label className="field">
          <span className="field-label">Start URL</span>
          {/* Not type="url": an address without a scheme (127.0.0.1:8089/login.html)
              is fine, the studio completes it (http:// for this machine, https:// otherwise). */}
          <input
            autoFocus
            type="text"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="https://example.com/login"
            value={url}
            onChange={(e) => typeUrl(e.target.value)}
            aria-label="Start URL"
          />
        </label>
        <label className="field">
          <span className="field-label">Name</span>
          <input placeholder="Log in and check out" value={name} onChange={(e) => setName(e.target.value)} aria-label="Name" />
        </label>
        <label className="field">
          <span className="field-label">Model</span>
          <select value={model} onChange={(e) => setModel(e.target.value)} aria-label="Model">
            {!choices.some((c) => c.value === model) && <option value={model}>{model}</option>}
            {choices.map((c) => (
              <option key={c.value} value={c.value} disabled={c.disabled}>
                {c.label}
              </option>
            ))}
          </select>
          <span className="muted small">Only used while recording. Replays call no model, unless Settings → Heal with the model is on.</span>
        </label>
        <fieldset className="field">
          <legend className="field-label">Variables</legend>
          <p className="muted small">Refer to them in instructions as {'{{name}}'}. Secret values are never stored.</p>
          {vars.map((v, i) => {
            const name = varName(v.name);
            const note = problems[i] || (name ? nameHint(v.name, 'this gives') : '');
            return (
              <div className="var-row" key={i}>
                <input
                  ref={i === vars.length - 1 ? lastName : undefined}
                  aria-label="Variable name"
                  placeholder="name"
                  spellCheck={false}
                  autoCapitalize="off"
                  value={v.name}
                  aria-invalid={!!problems[i] || undefined}
                  aria-describedby={note ? `var-note-${i}` : undefined}
                  onChange={(e) => setVars(vars.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
                />
                <input aria-label="Variable value" placeholder="value" type={v.secret ? 'password' : 'text'} value={v.value} onChange={(e) => setVars(vars.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))} />
                <label className="check">
                  <input type="checkbox" checked={v.secret} onChange={(e) => setVars(vars.map((x, j) => (j === i ? { ...x, secret: e.target.checked } : x)))} /> secret
                </label>
                <button type="button" className="icon-btn" aria-label="Remove variable" onClick={() => setVars(vars.filter((_, j) => j !== i))}>
                  ×
                </button>
                {note && (
                  <span id={`var-note-${i}`} className={`var-note small ${problems[i] ? 'var-note-bad' : 'muted'}`}>
                    {note}
                  </span>
                )}
              </div>
            );
          })}
          <button type="button" className="btn btn-sm" onClick={addVar}>
            + Variable
          </button>
        </fieldset>
        {error && <div className="alert alert-error">{error}</div>}
        {resumable.map((r) => (
          <div key={r.id} className="alert alert-warn small">
            An unsaved recording is still open: {r.trajectory.name || 'untitled'} at {r.url} ({count((r.trajectory.steps ?? []).length, 'step')}).{' '}
            <button type="button" className="btn btn-xs" onClick={() => onStarted(r, r.trajectory.name)}>
              Resume
            </button>{' '}
            <button
              type="button"
              className="btn btn-xs"
              onClick={() => {
                api.CloseSession(r.id).catch(() => {});
                setResumable((l) => l.filter((x) => x.id !== r.id));
              }}
            >
              Discard
            </button>
          </div>
        ))}
        <div className="form-submit">
          <button className="btn btn-primary" type="submit" disabled={starting || !!waitsFor} aria-describedby={waitsFor}>
            {starting ? 'Opening…' : '● Start recording'}
          </button>
          {noUrl && (
            <span id="start-needs-url" className="muted small">
              Enter the page to start on
            </span>
          )}
          {!noUrl && badVars && (
            <span id="start-needs-vars" className="muted small">
              Fix the variables first
            </span>
          )}
        </div>
      </form>
    </div>
  );
}
