import { useEffect, useRef, useState } from 'react';
import type { ProviderInfo, SessionInfo, Variable } from '../api/generated';
import { useApi } from '../lib/api-context';
import { modelChoices, rememberModel } from '../lib/models';
import { errorText } from '../lib/toast';
import { count } from '../lib/format';

interface VarRow { name: string; value: string; secret: boolean }

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
    setError('');
    setStarting(true);
    try {
      const variables: Variable[] = vars.filter((v) => v.name).map((v) => (v.secret ? { name: v.name, secret: true } : { name: v.name, default: v.value }));
      const values: Record<string, string> = {};
      for (const v of vars) if (v.name) values[v.name] = v.value;
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
          <span className="muted small">Only used while recording. Replays never call a model.</span>
        </label>
        <fieldset className="field">
          <legend className="field-label">Variables</legend>
          <p className="muted small">Refer to them in instructions as {'{{name}}'}. Secret values are never stored.</p>
          {vars.map((v, i) => (
            <div className="var-row" key={i}>
              <input ref={i === vars.length - 1 ? lastName : undefined} aria-label="Variable name" placeholder="name" value={v.name} onChange={(e) => setVars(vars.map((x, j) => (j === i ? { ...x, name: e.target.value.replace(/[^\w-]/g, '') } : x)))} />
              <input aria-label="Variable value" placeholder="value" type={v.secret ? 'password' : 'text'} value={v.value} onChange={(e) => setVars(vars.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))} />
              <label className="check">
                <input type="checkbox" checked={v.secret} onChange={(e) => setVars(vars.map((x, j) => (j === i ? { ...x, secret: e.target.checked } : x)))} /> secret
              </label>
              <button type="button" className="icon-btn" aria-label="Remove variable" onClick={() => setVars(vars.filter((_, j) => j !== i))}>
                ×
              </button>
            </div>
          ))}
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
          <button className="btn btn-primary" type="submit" disabled={starting || noUrl} aria-describedby={noUrl ? 'start-needs-url' : undefined}>
            {starting ? 'Opening…' : '● Start recording'}
          </button>
          {noUrl && (
            <span id="start-needs-url" className="muted small">
              Enter the page to start on
            </span>
          )}
        </div>
      </form>
    </div>
  );
}
