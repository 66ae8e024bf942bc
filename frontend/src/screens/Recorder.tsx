import { useEffect, useRef, useState } from 'react';
import type { AgentEvent, GoalOptions, ProviderInfo, SessionInfo, Step, StepResult, Variable } from '../api/generated';
import { BlobImage } from '../components/BlobImage';
import { Icon } from '../components/Icon';
import { DemoMirror } from '../components/DemoMirror';
import { useMirror } from '../components/Mirror';
import { StatusBadge } from '../components/StatusBadge';
import { useApi, useEvent } from '../lib/api-context';
import { actionLabel, duration, locatorText, stepSummary } from '../lib/format';
import { navigate } from '../lib/router';
import { errorText, useToast } from '../lib/toast';
import { ApiError } from '../api/transport';

interface VarRow { name: string; value: string; secret: boolean }

/** modelChoices lists "local" first, then each provider's example model strings. */
export function modelChoices(providers: ProviderInfo[]): { value: string; label: string; disabled: boolean }[] {
  const out = [{ value: 'local', label: 'local — offline resolver, no key', disabled: false }];
  for (const p of providers) {
    for (const m of p.examples ?? []) {
      if (m === 'local') continue;
      const noKey = p.needsKey && !p.keyIn;
      out.push({ value: m, label: noKey ? `${m} (no key: Settings)` : m, disabled: false });
    }
  }
  return out;
}

interface Row { step: Step; result?: StepResult }

/**
 * Recorder: open a page, type instructions one by one; each runs at once and
 * appears as a step, while the live mirror shows the page with the acted
 * element outlined.
 */
export function Recorder() {
  const api = useApi();
  const toast = useToast();
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [model, setModel] = useState('local');
  const [providers, setProviders] = useState<ProviderInfo[]>([]);
  const [vars, setVars] = useState<VarRow[]>([]);
  const [session, setSession] = useState<SessionInfo | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState('');
  const [pending, setPending] = useState('');
  // offSite is the origin the last instruction would have left for (code off_site).
  const [offSite, setOffSite] = useState('');
  const [historyIdx, setHistoryIdx] = useState(-1);
  const [resumable, setResumable] = useState<SessionInfo[]>([]);
  const sent = useRef<string[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const [asGoal, setAsGoal] = useState(false);
  const goalText = useRef('');
  const [goalOpts, setGoalOpts] = useState<GoalOptions>({ mode: 'dom', maxSteps: 20, cache: 'both' });
  const [agentLog, setAgentLog] = useState<AgentEvent[]>([]);
  const noModel = !session || session.model === 'local';
  const { frame, highlight } = useMirror(session?.id);

  useEffect(() => {
    api.ListProviders().then(setProviders, () => {});
    api.ListSessions().then((l) => setResumable(l.filter((x) => x.kind === 'record' && !x.trajectory.id)), () => {});
    api.GetSettings().then((s) => s.model && setModel(s.model), () => {});
  }, [api]);

  useEvent('session:step', (e) => {
    if (e.sessionId !== session?.id) return;
    setRows((r) => {
      const next = r.slice();
      next[e.index] = { step: e.step, result: e.result };
      return next.filter(Boolean);
    });
  });
  useEvent('agent:event', (e) => {
    if (e.sessionId !== session?.id) return;
    setAgentLog((l) => (l.length >= 200 ? [...l.slice(-199), e] : [...l, e]));
    if (e.type === 'tool-call' && e.tool) setPending(`${goalText.current} — ${e.tool}…`);
    if (e.type === 'cache-hit' || e.type === 'handover') setPending(`${goalText.current} — ${e.text ?? ''}`);
  });
  useEvent('session:state', (e) => {
    if (e.sessionId === session?.id) setBusy(e.busy);
  });
  useEvent('session:closed', (e) => {
    if (e.sessionId === session?.id) {
      setSession(null);
      toast('The recording page was closed.');
    }
  });

  const start = async (e: React.FormEvent) => {
    e.preventDefault();
    setError('');
    setStarting(true);
    try {
      const variables: Variable[] = vars.filter((v) => v.name).map((v) => (v.secret ? { name: v.name, secret: true } : { name: v.name, default: v.value }));
      const values: Record<string, string> = {};
      for (const v of vars) if (v.name) values[v.name] = v.value;
      const s = await api.StartSession({ url, name: name || undefined, model, variables, values });
      setSession(s);
      setRows(s.trajectory.steps.map((step) => ({ step })));
      setTimeout(() => inputRef.current?.focus(), 0);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setStarting(false);
    }
  };

  // runGoal hands a goal to the agent: its steps arrive as session:step
  // events while it works.
  const runGoal = async (g: string) => {
    if (!session) return;
    goalText.current = g;
    setAgentLog([]);
    try {
      const steps = Math.round(goalOpts.maxSteps ?? 20);
      const r = await api.Goal(session.id, g, { ...goalOpts, maxSteps: Math.max(1, Math.min(200, Number.isFinite(steps) ? steps : 20)) });
      setRows(r.trajectory.steps.map((step) => ({ step })));
      const how = r.cacheHit ? ' (replayed from the agent cache, no model call)' : '';
      toast(r.success ? `Goal done${how}: ${r.result ?? ''}` : `Goal not reached: ${r.result || r.handover || 'the agent stopped'}`);
    } catch (err) {
      setError(errorText(err));
      setText(g);
    }
  };

  const instruct = async (e?: React.FormEvent) => {
    e?.preventDefault();
    const ins = text.trim();
    if (!session || !ins || busy) return;
    if (asGoal) {
      setError('');
      setBusy(true);
      setPending(ins);
      setText('');
      try {
        await runGoal(ins);
      } finally {
        setBusy(false);
        setPending('');
        inputRef.current?.focus();
      }
      return;
    }
    setError('');
    setOffSite('');
    setBusy(true);
    setPending(ins);
    sent.current.push(ins);
    setHistoryIdx(-1);
    setText('');
    try {
      const r = await api.Instruct(session.id, ins);
      const results = new Map(r.results.map((x) => [x.stepId, x]));
      setRows((old) => {
        const byId = new Map(old.map((x) => [x.step.id, x.result]));
        return r.trajectory.steps.map((step) => ({ step, result: results.get(step.id) ?? byId.get(step.id) }));
      });
    } catch (err) {
      setError(errorText(err));
      setText(ins);
      const origin = err instanceof ApiError && err.code === 'off_site' ? (err.details as { origin?: string } | null)?.origin : '';
      setOffSite(origin ?? '');
    } finally {
      setBusy(false);
      setPending('');
      inputRef.current?.focus();
    }
  };

  // allowOffSite lets the flow visit the origin the last instruction was
  // refused for, then runs that instruction again.
  const allowOffSite = async () => {
    if (!session || !offSite) return;
    try {
      await api.AllowOrigin(session.id, offSite);
      setOffSite('');
      await instruct();
    } catch (err) {
      setError(errorText(err));
    }
  };

  // removeStep drops a recorded step from the draft (the page is not rolled back).
  const removeStep = async (i: number) => {
    if (!session || busy) return;
    try {
      const cur = await api.GetSession(session.id);
      const r = await api.EditTrajectory(cur.trajectory, [{ op: 'delete', index: i }]);
      const s = await api.UpdateDraft(session.id, r.trajectory);
      setRows((old) => {
        const byId = new Map(old.map((x) => [x.step.id, x.result]));
        return s.trajectory.steps.map((step) => ({ step, result: byId.get(step.id) }));
      });
    } catch (err) {
      setError(errorText(err));
    }
  };

  const stop = async () => {
    if (!session) return;
    try {
      await api.Cancel(session.id);
    } catch (err) {
      toast(errorText(err), { kind: 'error' });
    }
  };

  const save = async () => {
    if (!session) return;
    try {
      const t = await api.SaveSession(session.id, name);
      toast(`Saved “${t.name}” (revision ${t.revision})`, { kind: 'ok' });
      navigate(`/t/${t.id}?session=${encodeURIComponent(session.id)}`);
    } catch (err) {
      setError(errorText(err));
    }
  };

  const discard = async () => {
    if (!session) return;
    if (rows.length && !window.confirm('Discard the recorded steps?')) return;
    try {
      await api.CloseSession(session.id);
    } catch {
      /* already gone */
    }
    setSession(null);
    setRows([]);
  };

  const choices = modelChoices(providers);

  if (!session) {
    return (
      <div className="screen recorder-setup">
        <div className="toolbar">
          <h1>New recording</h1>
        </div>
        <form className="card form-grid narrow" onSubmit={start}>
          <label className="field">
            <span className="field-label">Start URL</span>
            <input autoFocus required type="url" placeholder="https://example.com/login" value={url} onChange={(e) => setUrl(e.target.value)} aria-label="Start URL" />
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
                <input aria-label="Variable name" placeholder="name" value={v.name} onChange={(e) => setVars(vars.map((x, j) => (j === i ? { ...x, name: e.target.value.replace(/[^\w-]/g, '') } : x)))} />
                <input aria-label="Variable value" placeholder="value" type={v.secret ? 'password' : 'text'} value={v.value} onChange={(e) => setVars(vars.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))} />
                <label className="check">
                  <input type="checkbox" checked={v.secret} onChange={(e) => setVars(vars.map((x, j) => (j === i ? { ...x, secret: e.target.checked } : x)))} /> secret
                </label>
                <button type="button" className="icon-btn" aria-label="Remove variable" onClick={() => setVars(vars.filter((_, j) => j !== i))}>
                  ×
                </button>
              </div>
            ))}
            <button type="button" className="btn btn-sm" onClick={() => setVars([...vars, { name: '', value: '', secret: false }])}>
              + Variable
            </button>
          </fieldset>
          {error && <div className="alert alert-error">{error}</div>}
          {resumable.map((r) => (
            <div key={r.id} className="alert alert-warn small">
              An unsaved recording is still open: {r.trajectory.name || 'untitled'} at {r.url} ({(r.trajectory.steps ?? []).length} steps).{' '}
              <button
                type="button"
                className="btn btn-xs"
                onClick={() => {
                  setSession(r);
                  setName(r.trajectory.name);
                  setRows(r.trajectory.steps.map((step) => ({ step })));
                }}
              >
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
          <div>
            <button className="btn btn-primary" type="submit" disabled={starting || !url}>
              {starting ? 'Opening…' : '● Start recording'}
            </button>
          </div>
        </form>
      </div>
    );
  }

  return (
    <div className="screen recorder">
      <div className="toolbar">
        <h1>
          <span className="rec-dot" aria-hidden="true" /> Recording
        </h1>
        <input className="inline-name" value={name} placeholder={session.trajectory.name || 'Untitled flow'} aria-label="Name" onChange={(e) => setName(e.target.value)} />
        <span className="muted small">model {session.model || model}</span>
        <span className="spacer" />
        {busy && (
          <button className="btn btn-danger" onClick={stop} title="Cancel the instruction under way">
            ■ Stop
          </button>
        )}
        <button className="btn" onClick={discard}>
          Discard
        </button>
        <button className="btn btn-primary" onClick={save} disabled={busy || rows.length === 0}>
          Save
        </button>
      </div>
      <div className="rec-body">
        <section className="rec-steps" aria-label="Recorded steps">
          <ol className="step-list">
            {rows.map(({ step, result }, i) => (
              <li key={step.id || i} className="step-row" data-testid="rec-step" data-status={result?.status ?? ""}>
                <span className="step-idx">{i + 1}</span>
                <div className="step-main">
                  <div className="step-title">{step.instruction || stepSummary(step)}</div>
                  <div className="muted small mono ellipsis">
                    <span className="action">{actionLabel(step)}</span> {result?.winner ? `via ${locatorText(result.winner)}` : step.target ? locatorText(step.target.candidates[0]) : step.url ?? ''}
                  </div>
                </div>
                <button className="icon-btn danger" aria-label={`Remove step ${i + 1}`} title="Remove from the recording (the page is not rolled back)" disabled={busy} onClick={() => void removeStep(i)}>
                  <Icon name="close" size={12} />
                </button>
                {result && (
                  <span className="step-side">
                    <StatusBadge status={result.status} compact /> <span className="muted small">{duration(result.durationMs)}</span>
                    {result.screenshot && <BlobImage blobKey={result.screenshot} width={240} alt={`After step ${i + 1}`} className="rec-thumb" />}
                  </span>
                )}
              </li>
            ))}
            {pending && (
              <li className="step-row step-pending" aria-busy="true">
                <span className="step-idx">…</span>
                <div className="step-main">
                  <div className="step-title">{pending}</div>
                  <div className="muted small">running…</div>
                </div>
              </li>
            )}
          </ol>
          {rows.length === 0 && !pending && <p className="muted small pad">Type what to do, e.g. “type ann@example.com into Email”, “click Sign in”, “verify the url contains /dashboard”.</p>}
          <form className="instruct" onSubmit={instruct}>
            <select aria-label="Kind of input" value={asGoal ? 'goal' : 'step'} disabled={busy} onChange={(e) => setAsGoal(e.target.value === 'goal')} title="A step is one instruction; a goal lets the agent work out the steps">
              <option value="step">Step</option>
              <option value="goal" disabled={noModel}>
                Goal{noModel ? ' (needs a model)' : ''}
              </option>
            </select>
            <input
              ref={inputRef}
              aria-label={asGoal ? 'Goal' : 'Instruction'}
              placeholder={busy ? 'Working…' : asGoal ? 'A goal for the agent, e.g. “log in as {{user}} and add a scarf to the cart”' : 'Next instruction — Enter runs it, ↑ recalls'}
              value={text}
              disabled={busy}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                const h = sent.current;
                if (e.key === 'ArrowUp' && h.length) {
                  e.preventDefault();
                  const i = historyIdx < 0 ? h.length - 1 : Math.max(0, historyIdx - 1);
                  setHistoryIdx(i);
                  setText(h[i]);
                } else if (e.key === 'ArrowDown' && historyIdx >= 0) {
                  e.preventDefault();
                  const i = historyIdx + 1;
                  setHistoryIdx(i >= h.length ? -1 : i);
                  setText(i >= h.length ? '' : h[i]);
                }
              }}
            />
            {busy && asGoal ? (
              <button className="btn" type="button" onClick={() => session && void api.Cancel(session.id)}>
                Stop
              </button>
            ) : (
              <button className="btn btn-primary" type="submit" disabled={busy || !text.trim()}>
                Run
              </button>
            )}
          </form>
          {noModel && session && <p className="muted small pad">Goals need a model: choose one when you start a recording, or in Settings.</p>}
          {asGoal && !noModel && <GoalOptionsRow opts={goalOpts} disabled={busy} onChange={setGoalOpts} />}
          {asGoal && agentLog.length > 0 && <AgentLog events={agentLog} />}
          {error && (
            <div className="alert alert-error" role="alert">
              <span className="clip-lines">{error}</span>
              {offSite && (
                <div>
                  <button className="btn btn-sm" type="button" disabled={busy} onClick={() => void allowOffSite()}>
                    Allow {offSite} and try again
                  </button>
                </div>
              )}
            </div>
          )}
        </section>
        <section className="rec-mirror" aria-label="Live page">
          <DemoMirror
            sessionId={session?.id}
            frame={frame}
            highlight={highlight}
            busy={busy}
            initialMode="interact"
            onRecorded={(t) => setRows((r) => t.steps.map((step, i) => ({ step, result: r[i]?.step.id === step.id ? r[i].result : undefined })))}
          />
        </section>
      </div>
    </div>
  );
}

/** GoalOptionsRow chooses how the agent works toward a goal. */
function GoalOptionsRow({ opts, disabled, onChange }: { opts: GoalOptions; disabled: boolean; onChange: (o: GoalOptions) => void }) {
  return (
    <div className="goal-opts" aria-label="Goal options">
      <label className="check">
        Mode
        <select aria-label="Agent mode" value={opts.mode} disabled={disabled} onChange={(e) => onChange({ ...opts, mode: e.target.value as GoalOptions['mode'] })}>
          <option value="dom">Page structure (DOM)</option>
          <option value="hybrid">Structure and screenshots (hybrid)</option>
          <option value="cua">Computer use (screenshots only)</option>
        </select>
      </label>
      <label className="check">
        Max steps
        <input
          aria-label="Max steps"
          type="number"
          min={1}
          max={200}
          value={opts.maxSteps ?? ''}
          disabled={disabled}
          onChange={(e) => onChange({ ...opts, maxSteps: e.target.value === '' ? undefined : Number(e.target.value) })}
        />
      </label>
      <label className="check">
        Agent cache
        <select aria-label="Agent cache" value={opts.cache} disabled={disabled} onChange={(e) => onChange({ ...opts, cache: e.target.value as GoalOptions['cache'] })}>
          <option value="both">replay a stored run, store new runs</option>
          <option value="read">replay a stored run only</option>
          <option value="write">always run live, store it</option>
          <option value="no">always run live, store nothing</option>
        </select>
      </label>
    </div>
  );
}

/** AgentLog is the live log of a goal: tool calls, results, model text, tokens and cost. */
function AgentLog({ events }: { events: AgentEvent[] }) {
  const shown = events.filter((e) => e.type !== 'step-started' && e.type !== 'step-finished');
  const usage = events.filter((e) => e.type === 'usage' || e.type === 'done').pop()?.usage;
  return (
    <section className="agent-log" aria-label="Agent log">
      <ol>
        {shown.map((e, i) => (
          <li key={i} className={e.isError ? 'error-text' : undefined}>
            <span className="muted small">{agentEventLabel(e)}</span> <span className="clip">{e.text ?? ''}</span>
          </li>
        ))}
      </ol>
      {usage && (
        <p className="muted small">
          {usage.PromptTokens}+{usage.CompletionTokens} tokens, ${usage.CostUSD.toFixed(4)}
        </p>
      )}
    </section>
  );
}

function agentEventLabel(e: AgentEvent): string {
  switch (e.type) {
    case 'tool-call':
      return `→ ${e.tool ?? 'tool'}`;
    case 'tool-result':
      return `← ${e.tool ?? 'result'}`;
    case 'model-text':
      return 'model:';
    case 'cache-hit':
      return 'cache hit:';
    case 'replay-step':
      return `replayed step ${e.step}:`;
    case 'handover':
      return 'handed over to the model:';
    case 'done':
      return 'done:';
    default:
      return `${e.type}:`;
  }
}
