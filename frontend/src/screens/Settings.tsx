import { useEffect, useState } from 'react';
import type { AppInfo, BrowserInfo, ProviderInfo, Settings as SettingsT } from '../api/generated';
import { ApiError } from '../api/transport';
import { useApi } from '../lib/api-context';
import { errorText, useToast } from '../lib/toast';
import { modelChoices, rememberModel } from '../lib/models';
import { useKeys } from '../lib/keys';
import { useLeaveGuard } from '../lib/router';
import { useConfirm } from '../components/ConfirmDialog';
import type { Theme } from '../App';

function KeyRow({ p, onChanged }: { p: ProviderInfo; onChanged: () => void }) {
  const api = useApi();
  const toast = useToast();
  const [key, setKey] = useState('');
  const saveKey = async () => {
    try {
      await api.SetProviderKey(p.provider, key);
      setKey('');
      toast(`Key for ${p.provider} stored in the OS keychain`, { kind: 'ok' });
      onChanged();
    } catch (err) {
      toast(errorText(err), { kind: 'error' });
    }
  };
  // The key's source is a line of its own under "✓ key": in one line it
  // ran out of its column over the key field.
  const where = p.keyIn === 'keychain' ? 'in the OS keychain' : p.keyIn === 'env' ? `from ${p.keyEnv.join(' / ')}` : '';
  // A key from the environment on a machine with no keychain: there is nowhere to store another one.
  const envOnly = !p.keychainAvailable && p.keyIn === 'env';
  return (
    <tr data-testid={`provider-${p.provider}`}>
      <td>
        <div className="strong">{p.provider}</div>
        <div className="muted small mono">{(p.examples ?? []).join(', ')}</div>
      </td>
      <td className="small key-state">
        {p.needsKey ? (
          p.keyIn ? (
            <span className="ok">
              ✓ key <span className="key-where">{where}</span>
            </span>
          ) : (
            <span className="muted">no key</span>
          )
        ) : (
          <span className="muted">no key needed</span>
        )}
      </td>
      <td>
        {envOnly && (
          <p className="muted small" data-testid={`env-key-${p.provider}`}>
            Reprise uses the key in <code>{p.keyEnv.find((e) => where.includes(e)) ?? p.keyEnv[0]}</code>.
          </p>
        )}
        {p.needsKey && !envOnly && (
          // Not a <form>: the row sits inside the settings form, and a nested
          // form's submit would also save the settings.
          <div className="inline-form" role="group" aria-label={`Key for ${p.provider}`}>
            <input
              type="password"
              autoComplete="off"
              aria-label={`API key for ${p.provider}`}
              placeholder={p.keychainAvailable ? 'paste a key' : 'no keychain here'}
              disabled={!p.keychainAvailable}
              value={key}
              onChange={(e) => setKey(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                if (key) void saveKey();
              }}
            />
            <button type="button" className="btn btn-sm" disabled={!key} onClick={() => void saveKey()}>
              Save key
            </button>
            {!p.keychainAvailable && !p.keyIn && p.keyEnv.length > 0 && (
              <p className="muted small" data-testid={`no-keychain-${p.provider}`}>
                Set <code>{p.keyEnv[0]}</code> instead.
              </p>
            )}
            {p.keyIn === 'keychain' && (
              <button
                type="button"
                className="btn btn-sm btn-danger-ghost"
                onClick={async () => {
                  try {
                    await api.DeleteProviderKey(p.provider);
                    onChanged();
                  } catch (err) {
                    toast(errorText(err), { kind: 'error' });
                  }
                }}
              >
                Remove
              </button>
            )}
          </div>
        )}
      </td>
    </tr>
  );
}

/** fieldId is the id of the input for a setting as a refused save's details name it ("baseUrl", "browser.width"). */
const fieldId = (field: string) => `settings-${field.replace(/\./g, '-')}`;

/** fieldProblems reads what a refused save says of each field (details: Problem[], the first problem first). */
function fieldProblems(err: unknown): [string, string][] {
  if (!(err instanceof ApiError) || err.code !== 'invalid' || !Array.isArray(err.details)) return [];
  const out: [string, string][] = [];
  for (const p of err.details as { field?: unknown; message?: unknown }[]) {
    if (typeof p?.field === 'string' && p.field && !out.some(([f]) => f === p.field)) out.push([p.field, String(p.message ?? '')]);
  }
  return out;
}

/** valueAt is a setting's value by its JSON path, for telling whether the user changed it since the save was refused. */
function valueAt(s: SettingsT, field: string): string {
  let v: unknown = s;
  for (const k of field.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined;
  return JSON.stringify(v ?? null);
}

/** FieldProblem is what a refused save said of one field, under that field. */
function FieldProblem({ field, text }: { field: string; text: string }) {
  if (!text) return null;
  return (
    <span id={`${fieldId(field)}-problem`} className="small bad" data-testid={`problem-${field}`}>
      {text}
    </span>
  );
}

/** Settings: default model and providers' keys (OS keychain), browser or remote endpoint, heal policy, store, theme. */
export function Settings({ info, theme, setTheme }: { info: AppInfo | null; theme: Theme; setTheme: (t: Theme) => void }) {
  const api = useApi();
  const toast = useToast();
  const [s, setS] = useState<SettingsT | null>(null);
  // stored is the settings as last loaded or saved: the form is dirty when it differs.
  const [stored, setStored] = useState<SettingsT | null>(null);
  const dirty = !!s && !!stored && JSON.stringify(s) !== JSON.stringify(stored);
  const confirm = useConfirm();
  useLeaveGuard(dirty ? 'Your settings changes are not saved. Leave and lose them?' : null, (body) =>
    confirm.ask({ title: 'Leave without saving?', body, yes: 'Leave and lose them', no: 'Stay' }),
  );
  const [providers, setProviders] = useState<ProviderInfo[]>([]);
  const [browsers, setBrowsers] = useState<BrowserInfo[]>([]);
  const [error, setError] = useState('');
  // typed is a model name typed by hand (one the list does not offer, such as an OpenAI-compatible server's).
  const [typed, setTyped] = useState('');
  // refused holds what the last refused save said of each field, with the settings as they were then:
  // a field's problem shows until its value changes.
  const [refused, setRefused] = useState<{ problems: [string, string][]; at: SettingsT; focus: string } | null>(null);
  const reloadProviders = () => api.ListProviders().then(setProviders, () => {});
  useEffect(() => {
    api.GetSettings().then(
      (x) => {
        // A saved model the lists do not offer was typed by hand: keep offering it.
        rememberModel(x.model);
        setS(x);
        setStored(x);
      },
      (e) => setError(errorText(e)),
    );
    void reloadProviders();
    api.ListBrowsers().then(setBrowsers, () => {});
  }, [api]); // eslint-disable-line react-hooks/exhaustive-deps

  const choices = modelChoices(providers);

  const saveNow = async () => {
    if (!s) return;
    try {
      const x = await api.SaveSettings(s);
      rememberModel(x.model);
      setS(x);
      setStored(x);
      setRefused(null);
      toast('Settings saved; new sessions and runs use them', { kind: 'ok' });
    } catch (err) {
      const problems = fieldProblems(err);
      // The input the first problem is shown at: a model typed by name is in its own field, and "not both
      // endpoints" is said at the endpoint shown.
      let focus = problems[0]?.[0] ?? '';
      if (focus === 'model' && typed) focus = 'model-typed';
      if (focus === 'browser') focus = s.browser.cdpEndpoint ? 'browser.cdpEndpoint' : 'browser.wsEndpoint';
      setRefused(problems.length ? { problems, at: s, focus } : null);
      toast(errorText(err), { kind: 'error' });
    }
  };
  // A refused save marks its fields and takes the keyboard to the first one.
  useEffect(() => {
    if (refused) document.getElementById(fieldId(refused.focus))?.focus();
  }, [refused]);
  // Ctrl+S (⌘S) saves, as in the editor.
  useKeys({ 'Mod+s': () => void saveNow() }, !!s);

  if (!s) return <div className="screen pad">{error ? <div className="alert alert-error">{error}</div> : <span className="muted">Loading…</span>}</div>;
  const b = s.browser;
  const setB = (patch: Partial<SettingsT['browser']>) => setS({ ...s, browser: { ...b, ...patch } });
  const remote = b.cdpEndpoint ? 'cdp' : b.wsEndpoint ? 'ws' : 'local';

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    void saveNow();
  };
  // problem is what the refused save said of field (or of one of also), while its value is as it was then.
  const problem = (field: string, ...also: string[]) => {
    if (!refused) return '';
    for (const f of [field, ...also]) {
      const p = refused.problems.find(([x]) => x === f);
      if (p && valueAt(s, f) === valueAt(refused.at, f)) return p[1];
    }
    return '';
  };
  // marked are the props of the input with id field: aria-invalid, and the problem (shown as field's, or as
  // of's) as its description after describedBy.
  const marked = (field: string, text: string, describedBy?: string, of = field) => ({
    id: fieldId(field),
    'aria-invalid': text ? true : undefined,
    'aria-describedby': [describedBy, text ? `${fieldId(of)}-problem` : ''].filter(Boolean).join(' ') || undefined,
  });
  const modelProblem = problem('model');
  const endpointProblem = (field: string) => problem(field, 'browser');

  return (
    <div className="screen settings">
      <div className="toolbar">
        <h1>Settings</h1>
      </div>
      <form className="settings-grid" onSubmit={save}>
        <section className="card">
          <h2>Models</h2>
          <label className="field">
            <span className="field-label">Default model for recording</span>
            <select
              aria-label="Default model"
              {...marked('model', typed ? '' : modelProblem)}
              value={s.model || 'local'}
              onChange={(e) => {
                setTyped('');
                setS({ ...s, model: e.target.value });
              }}
            >
              {!choices.some((c) => c.value === (s.model || 'local')) && <option value={s.model}>{s.model}</option>}
              {choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
            {!typed && <FieldProblem field="model" text={modelProblem} />}
          </label>
          <label className="field">
            <span className="field-label">Or type a model: provider/name, e.g. openai-compatible/qwen2.5-7b-instruct or ollama/llama3.2</span>
            <input
              className="mono"
              aria-label="Model name"
              {...marked('model-typed', typed ? modelProblem : '', undefined, 'model')}
              placeholder="openai-compatible/NAME"
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                setS({ ...s, model: e.target.value.trim() || 'local' });
              }}
              onBlur={() => rememberModel(typed)}
            />
            {typed && <FieldProblem field="model" text={modelProblem} />}
          </label>
          <label className="field">
            <span className="field-label">Base URL (OpenAI-compatible servers, Ollama, or a proxy)</span>
            <input
              className="mono"
              value={s.baseUrl ?? ''}
              placeholder="http://localhost:11434/v1"
              {...marked('baseUrl', problem('baseUrl'), 'base-url-hint')}
              onChange={(e) => setS({ ...s, baseUrl: e.target.value || undefined })}
            />
            <FieldProblem field="baseUrl" text={problem('baseUrl')} />
            <span id="base-url-hint" className="muted small">
              When set, every model’s requests go here — openai/…, google/… and anthropic/… too, not to the vendor’s own API. Leave it empty for those.
            </span>
          </label>
          <label className="check-field">
            <input
              type="checkbox"
              aria-label="Send every instruction to the model"
              {...marked('resolverOff', problem('resolverOff'))}
              checked={!!s.resolverOff}
              disabled={s.model === 'local' && !s.resolverOff}
              onChange={(e) => setS({ ...s, resolverOff: e.target.checked })}
            />
            <span>
              Send every instruction to the model
              <span className="muted small">
                {s.model === 'local'
                  ? ' — needs a model chosen above'
                  : ' — skips the offline resolver; every step costs a model call'}
              </span>
              <FieldProblem field="resolverOff" text={problem('resolverOff')} />
            </span>
          </label>
          <table className="table table-tight" aria-label="Providers">
            <thead>
              <tr>
                <th>Provider and models</th>
                <th>Key</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {providers.map((p) => (
                <KeyRow key={p.provider} p={p} onChanged={() => void reloadProviders()} />
              ))}
            </tbody>
          </table>
          {providers.some((p) => p.needsKey && !p.keychainAvailable) ? (
            // Said once for every provider, not in each row.
            <p className="muted small" data-testid="no-keychain">
              This machine has no keychain to store keys in: set a provider’s key in the environment variable its row names before you start Reprise.
            </p>
          ) : (
            <p className="muted small">Keys go to the OS keychain through the backend and are never shown again.</p>
          )}
        </section>

        <section className="card">
          <h2>Browser</h2>
          <div className="seg" role="radiogroup" aria-label="Browser source">
            {(['local', 'cdp', 'ws'] as const).map((k) => (
              <label key={k} className={`seg-item ${remote === k ? 'seg-on' : ''}`}>
                <input
                  type="radio"
                  name="remote"
                  checked={remote === k}
                  onChange={() => setB({ cdpEndpoint: k === 'cdp' ? b.cdpEndpoint || 'http://127.0.0.1:9222' : undefined, wsEndpoint: k === 'ws' ? b.wsEndpoint || 'ws://127.0.0.1:3000/' : undefined })}
                />
                {k === 'local' ? 'Installed browser' : k === 'cdp' ? 'Remote (CDP)' : 'Playwright server'}
              </label>
            ))}
          </div>
          {remote === 'local' && (
            <label className="field">
              <span className="field-label">Executable</span>
              <select aria-label="Browser" {...marked('browser.path', problem('browser.path'))} value={b.path ?? ''} onChange={(e) => setB({ path: e.target.value || undefined })}>
                <option value="">Discover automatically</option>
                {browsers.map((x) => (
                  <option key={x.path} value={x.path}>
                    {x.kind} — {x.path} ({x.source})
                  </option>
                ))}
                {b.path && !browsers.some((x) => x.path === b.path) && <option value={b.path}>{b.path}</option>}
              </select>
              <FieldProblem field="browser.path" text={problem('browser.path')} />
            </label>
          )}
          {remote === 'cdp' && (
            <label className="field">
              <span className="field-label">CDP endpoint</span>
              <input
                className="mono"
                {...marked('browser.cdpEndpoint', endpointProblem('browser.cdpEndpoint'))}
                value={b.cdpEndpoint ?? ''}
                onChange={(e) => setB({ cdpEndpoint: e.target.value })}
              />
              <FieldProblem field="browser.cdpEndpoint" text={endpointProblem('browser.cdpEndpoint')} />
            </label>
          )}
          {remote === 'ws' && (
            <label className="field">
              <span className="field-label">Playwright server (ws://)</span>
              <input
                className="mono"
                {...marked('browser.wsEndpoint', endpointProblem('browser.wsEndpoint'))}
                value={b.wsEndpoint ?? ''}
                onChange={(e) => setB({ wsEndpoint: e.target.value })}
              />
              <FieldProblem field="browser.wsEndpoint" text={endpointProblem('browser.wsEndpoint')} />
            </label>
          )}
          <label className="check">
            <input type="checkbox" checked={b.headless} onChange={(e) => setB({ headless: e.target.checked })} /> Headless (the live mirror still shows the page)
          </label>
          <div className="row2">
            <label className="field">
              <span className="field-label">Viewport width</span>
              <input type="number" {...marked('browser.width', problem('browser.width'))} value={b.width || ''} onChange={(e) => setB({ width: Number(e.target.value) })} />
              <FieldProblem field="browser.width" text={problem('browser.width')} />
            </label>
            <label className="field">
              <span className="field-label">Viewport height</span>
              <input type="number" {...marked('browser.height', problem('browser.height'))} value={b.height || ''} onChange={(e) => setB({ height: Number(e.target.value) })} />
              <FieldProblem field="browser.height" text={problem('browser.height')} />
            </label>
          </div>
        </section>

        <section className="card">
          <h2>Replay</h2>
          <label className="field">
            <span className="field-label">When a locator no longer finds its element</span>
            <select aria-label="Heal policy" {...marked('heal', problem('heal'))} value={s.heal} onChange={(e) => setS({ ...s, heal: e.target.value as SettingsT['heal'] })}>
              <option value="off">fail the step</option>
              <option value="suggest">heal and report, keep the flow (suggest)</option>
              <option value="auto">heal and save a new revision (auto)</option>
            </select>
            <FieldProblem field="heal" text={problem('heal')} />
          </label>
          <label className="check-field">
            <input
              type="checkbox"
              aria-label="Heal with the model"
              checked={!!s.healWithModel}
              disabled={s.model === 'local' || s.heal === 'off'}
              onChange={(e) => setS({ ...s, healWithModel: e.target.checked })}
            />
            <span>
              Ask the model when similarity healing cannot decide
              <span className="muted small">
                {s.model === 'local'
                  ? ' — choose a model above to use this'
                  : ' — costs model calls; the model’s pick passes the same checks, so a run never acts on the wrong element'}
              </span>
            </span>
          </label>
          <label className="field">
            <span className="field-label">Step timeout (ms, 0 = default 10 000)</span>
            <input
              type="number"
              min={0}
              {...marked('stepTimeoutMs', problem('stepTimeoutMs'))}
              value={s.stepTimeoutMs}
              onChange={(e) => setS({ ...s, stepTimeoutMs: Number(e.target.value) })}
            />
            <FieldProblem field="stepTimeoutMs" text={problem('stepTimeoutMs')} />
          </label>
        </section>

        <StartUrlsCard allowFiles={!!info?.allowFileUrls} />

        <section className="card">
          <h2>Store and appearance</h2>
          <label className="field">
            <span className="field-label">Store directory (takes effect on restart)</span>
            <input
              className="mono"
              {...marked('storeDir', problem('storeDir'))}
              value={s.storeDir}
              placeholder={info?.storeDir || 'default'}
              onChange={(e) => setS({ ...s, storeDir: e.target.value })}
            />
            <FieldProblem field="storeDir" text={problem('storeDir')} />
          </label>
          <p className="muted small mono">In use: {info?.storeDir}</p>
          <div className="seg" role="radiogroup" aria-label="Theme">
            {(['system', 'light', 'dark'] as Theme[]).map((t) => (
              <label key={t} className={`seg-item ${theme === t ? 'seg-on' : ''}`}>
                <input type="radio" name="theme" checked={theme === t} onChange={() => setTheme(t)} /> {t}
              </label>
            ))}
          </div>
          <p className="muted small">
            Reprise {info?.version} · {info?.mode === 'desktop' ? 'desktop app' : 'browser (reprise serve)'}
          </p>
        </section>
        <div className="settings-save">
          <button className="btn btn-primary" type="submit">
            Save settings
          </button>
          {dirty && (
            <span className="pill pill-warn" data-testid="settings-dirty">
              unsaved changes
            </span>
          )}
        </div>
      </form>
      {confirm.dialog}
    </div>
  );
}

/** StartUrlsCard states which addresses flows open, file: URLs included (a deliberate choice). */
function StartUrlsCard({ allowFiles }: { allowFiles: boolean }) {
  return (
    <section className="card" aria-label="Start URLs">
      <h2>Start URLs</h2>
      <p className="small">
        Flows open http:// and https:// pages. An address typed without a scheme gets one: this machine (localhost, 127.0.0.1) opens over http://, every other host over https://.
      </p>
      <p className="small" data-testid="file-urls">
        {allowFiles ? (
          <>
            <strong>file: URLs are allowed</strong> in this session (started with <span className="mono">--allow-file-urls</span>): use them for local testing only — a flow from someone else could read this computer’s files into
            screenshots and reports.
          </>
        ) : (
          <>
            <strong>file: URLs are refused</strong>: a flow from someone else could read this computer’s files into screenshots and reports. Serve the folder over http instead (e.g.{' '}
            <span className="mono">python3 -m http.server</span>), or start <span className="mono">reprise serve --allow-file-urls</span> for local testing.
          </>
        )}
      </p>
    </section>
  );
}
