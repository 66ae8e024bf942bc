import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ActionInfo, CandidateCheck, Edit, Fix, Problem, RevisionInfo, Run, RunDiff, RunInput, RunStarted, Step, StepResult, Trajectory } from '../api/generated';
import { ApiError } from '../api/transport';
import { FailurePanel } from '../components/FailurePanel';
import { DemoMirror } from '../components/DemoMirror';
import { LocatorPlayground } from '../components/LocatorPlayground';
import { useMirror } from '../components/Mirror';
import { RevisionsPanel } from '../components/RevisionsPanel';
import { RunDiffView } from '../components/RunDiffView';
import { RunHistory } from '../components/RunHistory';
import { RunInputsDialog } from '../components/RunInputsDialog';
import { StatusBadge } from '../components/StatusBadge';
import { StepInspector } from '../components/StepInspector';
import { StepTimeline } from '../components/StepTimeline';
import { VariablesPanel } from '../components/VariablesPanel';
import { useApi, useEvent } from '../lib/api-context';
import { targetText } from '../lib/format';
import { useKeys } from '../lib/keys';
import { navigate } from '../lib/router';
import type { Route } from '../lib/router';
import { errorText, useToast } from '../lib/toast';
import { useHistory } from '../lib/undo';

type Tab = 'steps' | 'runs' | 'variables' | 'history';

interface LiveRun { runId: string; sessionId: string; from: number; to: number; results: Record<string, StepResult> }
interface Failure { run: Run; result: StepResult; sessionId: string }

function problemsByStep(ps: Problem[]): Record<number, string[]> {
  const m: Record<number, string[]> = {};
  for (const p of ps) (m[p.step] ??= []).push(`${p.field ? p.field + ': ' : ''}${p.message}`);
  return m;
}

/**
 * Workspace is one trajectory: the step timeline editor with the live page,
 * runs (live status, failure panel, history, diff), variables and revisions.
 */
export function Workspace({ id, route }: { id: string; route: Route }) {
  const api = useApi();
  const toast = useToast();
  const tab = ((route.parts[2] as Tab) || 'steps') as Tab;
  const diffIds = tab === 'runs' && route.parts[3] && route.parts[4] ? [route.parts[3], route.parts[4]] : null;

  const h = useHistory<Trajectory | null>(null);
  const draft = h.value;
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const [saved, setSaved] = useState<Trajectory | null>(null);
  const [loadError, setLoadError] = useState('');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [actions, setActions] = useState<ActionInfo[]>([]);
  const [sel, setSel] = useState(0);
  const [sessionId, setSessionId] = useState<string | null>(route.query.get('session'));
  const [opening, setOpening] = useState(false);
  const [runs, setRuns] = useState<Run[]>([]);
  const [recording, setRecording] = useState<Run | null>(null);
  const [live, setLive] = useState<LiveRun | null>(null);
  const finished = useRef(new Set<string>());
  const [failure, setFailure] = useState<Failure | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [prompt, setPrompt] = useState<{ inputs: RunInput[]; resolve: (v: Record<string, string> | null) => void } | null>(null);
  const [picking, setPicking] = useState<'step' | 'fix' | null>(null);
  const [checks, setChecks] = useState<CandidateCheck[] | null>(null);
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [revisions, setRevisions] = useState<RevisionInfo[]>([]);
  const [diff, setDiff] = useState<RunDiff | null>(null);
  const [instruction, setInstruction] = useState('');
  const [instructing, setInstructing] = useState(false);

  const dirty = !!draft && !!saved && draft !== saved;
  const steps = draft?.steps ?? [];
  const step = steps[Math.min(sel, steps.length - 1)];

  // ---- loading ----
  const load = useCallback(async () => {
    try {
      const t = await api.GetTrajectory(id);
      h.reset(t);
      setSaved(t);
      setLoadError('');
      api.ValidateTrajectory(t).then(setProblems, () => {});
    } catch (e) {
      setLoadError(errorText(e));
    }
  }, [api, id, h.reset]); // eslint-disable-line react-hooks/exhaustive-deps
  const loadRuns = useCallback(() => api.ListRuns(id, 50).then(setRuns, () => {}), [api, id]);
  // The recording's own step results give thumbnails before the first run.
  useEffect(() => {
    api.GetRecording(id, 0).then(setRecording, () => setRecording(null));
  }, [api, id, saved?.revision]);
  useEffect(() => {
    void load();
    void loadRuns();
    api.ListActions().then(setActions, () => {});
  }, [api, load, loadRuns]);
  useEffect(() => {
    if (tab === 'history') api.ListRevisions(id).then(setRevisions, (e) => toast(errorText(e), { kind: 'error' }));
  }, [api, id, tab, saved, toast]);
  useEffect(() => {
    setDiff(null);
    if (diffIds) api.DiffRuns(id, diffIds[0], diffIds[1]).then(setDiff, (e) => toast(errorText(e), { kind: 'error' }));
  }, [api, id, diffIds?.[0], diffIds?.[1]]); // eslint-disable-line react-hooks/exhaustive-deps

  useEvent('library:changed', (e) => {
    if (e.trajectoryId !== id || !saved || (e.revision ?? 0) <= saved.revision) return;
    if (!dirty) void load();
  });

  // ---- editing ----
  const edit = useCallback(
    async (edits: Edit[]) => {
      const cur = draftRef.current;
      if (!cur) return null;
      try {
        const r = await api.EditTrajectory(cur, edits);
        h.set(r.trajectory);
        setProblems(r.problems ?? []);
        return r.trajectory;
      } catch (e) {
        toast(errorText(e), { kind: 'error' });
        return null;
      }
    },
    [api, h.set, toast], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const save = useCallback(async (): Promise<Trajectory | null> => {
    const cur = draftRef.current;
    if (!cur || !saved) return null;
    try {
      const t = await api.SaveTrajectory({ ...cur, revision: saved.revision });
      setSaved(t);
      h.replace(t);
      setProblems([]);
      toast(`Saved revision ${t.revision}`, { kind: 'ok' });
      return t;
    } catch (e) {
      if (e instanceof ApiError && e.code === 'invalid' && Array.isArray(e.details)) setProblems(e.details as Problem[]);
      toast(errorText(e), {
        kind: 'error',
        action: e instanceof ApiError && e.code === 'conflict' ? { label: 'Reload', run: () => void load() } : undefined,
      });
      return null;
    }
  }, [api, saved, h.replace, toast, load]); // eslint-disable-line react-hooks/exhaustive-deps

  // Without a live page, prepare performs the earlier steps first (status "setup").
  const prepare = (i: number) => (i > 0 && !sessionId ? { prepare: true } : {});
  const move = (from: number, to: number) => {
    if (to < 0 || to >= steps.length) return;
    void edit([{ op: 'move', from, to }]).then((t) => t && setSel(to));
  };
  const stepCmd = {
    select: (i: number) => {
      setSel(i);
      if (failure && steps[i]?.id !== failure.result.stepId) setFailure(null);
    },
    move,
    runFrom: (i: number) => void run({ from: i, ...prepare(i) }),
    runTo: (i: number) => void run({ from: 0, to: i }),
    runOne: (i: number) => void run({ from: i, to: i, ...prepare(i) }),
    duplicate: (i: number) => void edit([{ op: 'duplicate', index: i }]).then((t) => t && setSel(i + 1)),
    remove: (i: number) =>
      void edit([{ op: 'delete', index: i }]).then((t) => {
        if (!t) return;
        setSel(Math.max(0, Math.min(i, t.steps.length - 1)));
        toast(`Deleted step ${i + 1}`, { action: { label: 'Undo', run: h.undo } });
      }),
    insertAfter: (i: number) => {
      const blank: Step = { id: '', action: 'click', instruction: 'new step' };
      void edit([{ op: 'insert', index: i + 1, step: blank }]).then((t) => t && setSel(i + 1));
    },
  };

  // ---- live page (session) ----
  const mirrorSession = live?.sessionId || failure?.sessionId || sessionId;
  const { frame, highlight } = useMirror(mirrorSession);

  // The live page belongs to this screen: close it when the user leaves.
  const sessionRef = useRef(sessionId);
  sessionRef.current = sessionId;
  useEffect(
    () => () => {
      if (sessionRef.current) api.CloseSession(sessionRef.current).catch(() => {});
    },
    [api],
  );

  const openSession = async () => {
    setOpening(true);
    try {
      const s = await api.StartSession({ trajectoryId: id });
      setSessionId(s.id);
    } catch (e) {
      toast(errorText(e), { kind: 'error' });
    } finally {
      setOpening(false);
    }
  };
  const closeSession = async () => {
    if (!sessionId) return;
    const sid = sessionId;
    setSessionId(null);
    setPicking(null);
    try {
      await api.CloseSession(sid);
    } catch {
      /* gone already */
    }
  };
  useEvent('session:closed', (e) => {
    if (e.sessionId === sessionId) setSessionId(null);
    if (failure && e.sessionId === failure.sessionId) setFailure({ ...failure, sessionId: '' });
  });

  // live "matches N elements" for the selected step
  const recheck = useCallback(async () => {
    if (!mirrorSession || !step?.target) return setChecks(null);
    setChecking(true);
    try {
      setChecks(await api.CheckCandidates(mirrorSession, step.target));
    } catch {
      setChecks(null);
    } finally {
      setChecking(false);
    }
  }, [api, mirrorSession, step?.target]);
  useEffect(() => {
    setChecks(null);
    if (live) return; // the page is moving; check when the run ends
    const t = setTimeout(() => void recheck(), 150);
    return () => clearTimeout(t);
  }, [recheck, live, frame?.url]);

  const onPick = async (x: number, y: number) => {
    if (!mirrorSession || !picking) return;
    const mode = picking;
    setPicking(null);
    try {
      const p = await api.PickElement(mirrorSession, x, y);
      if (mode === 'fix' && failure) {
        await acceptFix({ target: p.target }, `picked ${p.description}`);
      } else {
        const t = await edit([{ op: 'setTarget', index: sel, target: p.target }]);
        if (t) {
          setChecks(p.candidates ?? null);
          toast(`Step ${sel + 1} now targets ${p.description}`, { kind: 'ok', action: { label: 'Undo', run: h.undo } });
        }
      }
    } catch (e) {
      toast(errorText(e), { kind: 'error' });
    }
  };
  const startPick = (mode: 'step' | 'fix') => {
    if (picking) return setPicking(null);
    if (!mirrorSession) {
      if (mode === 'step') {
        toast('Opening the live page — pick when it appears.');
        void openSession().then(() => setPicking('step'));
      }
      return;
    }
    setPicking(mode);
  };

  // record more steps on the live page
  const instruct = async (e: React.FormEvent) => {
    e.preventDefault();
    const ins = instruction.trim();
    if (!sessionId || !ins || !draft) return;
    setInstructing(true);
    try {
      await api.UpdateDraft(sessionId, draft);
      const r = await api.Instruct(sessionId, ins);
      h.set(r.trajectory);
      setSel(r.trajectory.steps.length - 1);
      setInstruction('');
    } catch (err) {
      toast(errorText(err), { kind: 'error' });
    } finally {
      setInstructing(false);
    }
  };

  // ---- runs ----
  const askValues = async (): Promise<Record<string, string> | null> => {
    const inputs = await api.RunInputs(id);
    const needed = inputs.filter((i) => i.needsValue && !values[i.name]);
    if (!needed.length) return values;
    return new Promise((resolve) => setPrompt({ inputs, resolve }));
  };

  const track = (r: RunStarted) => {
    if (finished.current.has(r.runId)) return;
    setLive((cur) => (cur?.runId === r.runId ? cur : { runId: r.runId, sessionId: r.sessionId, from: r.from, to: r.to, results: {} }));
  };

  const run = async (scope: { from?: number; to?: number; prepare?: boolean } = {}) => {
    if (live || busy) return;
    let t = draftRef.current;
    if (dirty) {
      t = await save();
      if (!t) return;
    }
    setBusy(true);
    try {
      const vals = await askValues();
      if (!vals) return;
      setValues(vals);
      setFailure(null);
      setPicking(null);
      const started = await api.StartRun({ trajectoryId: id, ...scope, values: vals, sessionId: sessionId ?? undefined });
      track(started);
    } catch (e) {
      toast(errorText(e), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const cancelRun = async () => {
    if (live) await api.Cancel(live.runId).catch((e) => toast(errorText(e), { kind: 'error' }));
  };

  useEvent('run:started', (r) => r.trajectoryId === id && track(r));
  useEvent('run:step', (e) => {
    if (e.trajectoryId !== id || finished.current.has(e.runId)) return;
    setLive((cur) => {
      const base = cur && cur.runId === e.runId ? cur : { runId: e.runId, sessionId: cur?.sessionId ?? '', from: 0, to: steps.length - 1, results: {} };
      return { ...base, results: { ...base.results, [e.result.stepId]: e.result } };
    });
  });
  useEvent('run:finished', (e) => {
    if (e.trajectoryId !== id) return;
    finished.current.add(e.runId);
    const sid = live?.runId === e.runId ? live.sessionId : '';
    setLive(null);
    setRuns((rs) => [e.run, ...rs.filter((r) => r.id !== e.run.id)]);
    const failed = e.run.steps.find((s) => s.status === 'failed');
    if (e.run.status === 'failed' && failed) {
      setFailure({ run: e.run, result: failed, sessionId: sid });
      setSel(failed.index);
      if (tab !== 'steps') navigate(`/t/${id}`);
    } else if (e.run.status === 'passed') {
      toast(`Run passed — ${e.run.steps.filter((s) => s.status === 'passed').length} steps, ${e.run.llmCalls} LLM calls`, { kind: 'ok' });
    } else if (e.run.status === 'cancelled') {
      toast('Run cancelled');
    }
  });

  const acceptFix = async (fix: Partial<Fix>, what: string) => {
    if (!failure) return;
    if (dirty && !window.confirm('Accepting the fix saves a new revision from the stored one; your unsaved edits will be dropped. Continue?')) return;
    setBusy(true);
    try {
      const t = await api.AcceptFix({ trajectoryId: id, runId: failure.run.id, stepId: failure.result.stepId, ...fix });
      h.reset(t);
      setSaved(t);
      toast(`Step ${failure.result.index + 1} fixed (${what}) — revision ${t.revision}`, { kind: 'ok' });
      const runId = failure.run.id;
      setFailure(null);
      const started = await api.ContinueRun(runId, values);
      track(started);
    } catch (e) {
      toast(errorText(e), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const retry = async () => {
    if (!failure) return;
    setBusy(true);
    try {
      const runId = failure.run.id;
      setFailure(null);
      track(await api.ContinueRun(runId, values));
    } catch (e) {
      toast(errorText(e), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  // statuses shown on the timeline: the live run, else the latest run of this revision
  const results = useMemo(() => {
    if (live) return live.results;
    const m: Record<string, StepResult> = {};
    for (const r of runs[0]?.steps ?? []) m[r.stepId] = r;
    return m;
  }, [live, runs]);
  // screenshots after each step: this run's, else the recording's
  const shots = useMemo(() => {
    const m: Record<string, string | undefined> = {};
    for (const r of recording?.steps ?? []) if (r.screenshot) m[r.stepId] = r.screenshot;
    for (const r of Object.values(results)) if (r.screenshot) m[r.stepId] = r.screenshot;
    return m;
  }, [results, recording]);

  // open with ?run=1 from the library's Run button
  const autoRun = useRef(route.query.get('run') === '1');
  useEffect(() => {
    if (autoRun.current && saved) {
      autoRun.current = false;
      void run();
    }
  }, [saved]); // eslint-disable-line react-hooks/exhaustive-deps

  // ---- keyboard ----
  useKeys(
    {
      ArrowDown: () => setSel((i) => Math.min(i + 1, steps.length - 1)),
      ArrowUp: () => setSel((i) => Math.max(i - 1, 0)),
      j: () => setSel((i) => Math.min(i + 1, steps.length - 1)),
      k: () => setSel((i) => Math.max(i - 1, 0)),
      'Alt+ArrowUp': () => move(sel, sel - 1),
      'Alt+ArrowDown': () => move(sel, sel + 1),
      'Mod+z': h.undo,
      'Mod+Shift+z': h.redo,
      'Mod+y': h.redo,
      'Mod+s': () => void save(),
      'Mod+d': () => stepCmd.duplicate(sel),
      'Mod+i': () => stepCmd.insertAfter(sel),
      Delete: () => steps.length && stepCmd.remove(sel),
      'Mod+Enter': () => void run(),
      p: () => startPick(failure ? 'fix' : 'step'),
      Escape: () => setPicking(null),
    },
    tab === 'steps' && !prompt,
  );

  if (loadError) {
    return (
      <div className="screen">
        <div className="alert alert-error">{loadError}</div>
        <button className="btn" onClick={() => navigate('/')}>
          ← Library
        </button>
      </div>
    );
  }
  if (!draft || !saved) return <div className="screen muted pad">Loading…</div>;

  const probs = problemsByStep(problems);
  const failedStep = failure ? steps.find((s) => s.id === failure.result.stepId) : undefined;
  const liveDone = live ? Object.keys(live.results).length : 0;

  return (
    <div className="screen workspace">
      <div className="toolbar ws-head">
        <button className="btn btn-sm" onClick={() => navigate('/')} aria-label="Back to library">
          ←
        </button>
        <input
          className="inline-name"
          aria-label="Trajectory name"
          defaultValue={draft.name}
          key={draft.name}
          onBlur={(e) => e.target.value !== draft.name && void edit([{ op: 'rename', name: e.target.value }])}
          onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
        />
        <span className="pill" title="Stored revision">
          rev {saved.revision}
        </span>
        {dirty && (
          <span className="pill pill-warn" data-testid="dirty">
            unsaved
          </span>
        )}
        {problems.length > 0 && (
          <span className="pill pill-bad" title={problems.map((p) => p.message).join('\n')}>
            {problems.length} problem{problems.length > 1 ? 's' : ''}
          </span>
        )}
        <span className="spacer" />
        <button className="icon-btn" onClick={h.undo} disabled={!h.canUndo} aria-label="Undo" title="Undo (Mod+Z)">
          ↶
        </button>
        <button className="icon-btn" onClick={h.redo} disabled={!h.canRedo} aria-label="Redo" title="Redo (Mod+Shift+Z)">
          ↷
        </button>
        <button className="btn" onClick={() => void save()} disabled={!dirty} title="Save a new revision (Mod+S)">
          Save
        </button>
        {live ? (
          <button className="btn btn-danger" onClick={() => void cancelRun()}>
            ■ Stop run ({liveDone}/{live.to - live.from + 1})
          </button>
        ) : (
          <button className="btn btn-primary" onClick={() => void run()} disabled={busy} title="Run all steps (Mod+Enter)">
            ▶ Run all
          </button>
        )}
      </div>
      <div className="ws-sub">
        <label className="start-url">
          <span className="muted small">Start URL</span>
          <input
            className="mono"
            aria-label="Start URL"
            defaultValue={draft.startUrl}
            key={draft.startUrl}
            onBlur={(e) => e.target.value !== draft.startUrl && void edit([{ op: 'setStartUrl', url: e.target.value }])}
          />
        </label>
        <label className="tags-edit">
          <span className="muted small">Tags</span>
          <input
            aria-label="Tags"
            defaultValue={(draft.tags ?? []).join(', ')}
            key={(draft.tags ?? []).join(',')}
            placeholder="add tags, comma-separated"
            onBlur={(e) => {
              const tags = e.target.value.split(',').map((s) => s.trim().replace(/^#/, '')).filter(Boolean);
              if (tags.join(',') !== (draft.tags ?? []).join(',')) void edit([{ op: 'setTags', tags }]);
            }}
          />
        </label>
        <nav className="tabs" role="tablist">
          {(['steps', 'runs', 'variables', 'history'] as Tab[]).map((t) => (
            <a key={t} role="tab" aria-selected={tab === t} className={`tab ${tab === t ? 'tab-on' : ''}`} href={`#/t/${id}${t === 'steps' ? '' : '/' + t}`}>
              {t === 'steps' ? `Steps (${steps.length})` : t === 'runs' ? `Runs (${runs.length})` : t === 'variables' ? `Variables (${draft.variables?.length ?? 0})` : 'History'}
            </a>
          ))}
        </nav>
      </div>

      {tab === 'steps' && (
        <div className="ws-body">
          <section className="ws-timeline" aria-label="Step timeline">
            <StepTimeline steps={steps} selected={sel} results={results} shots={shots} running={!!live} problemsByStep={probs} cmd={stepCmd} disabled={!!live} />
          </section>
          <section className="ws-stage" aria-label="Live page">
            <div className="stage-bar">
              {mirrorSession ? (
                <>
                  <span className="live-dot" aria-hidden="true" />
                  <span className="small">{live ? 'Running…' : failure ? 'Page where the run failed' : 'Live page'}</span>
                  <span className="spacer" />
                  {sessionId && !live && (
                    <button className="btn btn-xs" onClick={() => void closeSession()}>
                      Close page
                    </button>
                  )}
                </>
              ) : (
                <>
                  <span className="muted small">No live page.</span>
                  <span className="spacer" />
                  <button className="btn btn-sm" onClick={() => void openSession()} disabled={opening}>
                    {opening ? 'Opening…' : 'Open live page'}
                  </button>
                </>
              )}
            </div>
            {mirrorSession ? (
              <DemoMirror
                sessionId={sessionId && !live && !failure ? sessionId : null}
                frame={frame}
                highlight={highlight}
                picking={!!picking}
                onPick={onPick}
                busy={!!live}
                beforeInput={async () => {
                  if (sessionId && draftRef.current) await api.UpdateDraft(sessionId, draftRef.current);
                }}
                onRecorded={(t, i) => {
                  h.set(t);
                  setSel(i);
                }}
              />
            ) : (
              <div className="mirror mirror-empty">
                <p className="muted small">
                  Open the live page to pick elements and check locators, or run the trajectory to watch it.
                  {runs[0] && (
                    <>
                      {' '}
                      Last run: <StatusBadge status={runs[0].status} />
                    </>
                  )}
                </p>
              </div>
            )}
            {picking && <p className="pick-hint">Click the element on the page · Esc to cancel</p>}
            {sessionId && !live && !failure && (
              <form className="instruct" onSubmit={instruct}>
                <input aria-label="Record a step" placeholder="Record a step here, e.g. “click Settings”" value={instruction} disabled={instructing} onChange={(e) => setInstruction(e.target.value)} />
                <button className="btn btn-sm" disabled={instructing || !instruction.trim()}>
                  {instructing ? '…' : 'Record'}
                </button>
              </form>
            )}
          </section>
          <section className="ws-inspector" aria-label="Inspector">
            {failure ? (
              <FailurePanel
                run={failure.run}
                result={failure.result}
                step={failedStep}
                busy={busy || !!live}
                canPick={!!failure.sessionId}
                picking={picking === 'fix'}
                onAcceptSuggestion={(i) => void acceptFix({ suggestion: i }, (failure.result.suggestions?.[i]?.description ?? 'suggestion').replace(/\s*\(refused:.*\)$/, ''))}
                onAcceptHeal={() => void acceptFix({ heal: true }, failure.result.heal ? targetText(failure.result.heal.new) : 'healed element')}
                onPick={() => startPick('fix')}
                onContinue={() => void retry()}
                onDismiss={() => setFailure(null)}
              />
            ) : step ? (
              <StepInspector
                step={step}
                index={sel}
                actions={actions}
                variables={draft.variables ?? []}
                checks={checks}
                checking={checking}
                canPick={!!mirrorSession}
                picking={picking === 'step'}
                onPick={() => startPick('step')}
                onUpdate={(s) => void edit([{ op: 'updateStep', index: sel, step: s }])}
                onSetTarget={(t) => void edit([{ op: 'setTarget', index: sel, target: t }])}
                onRecheck={() => void recheck()}
                playground={step.target && <LocatorPlayground sessionId={mirrorSession} target={step.target} onSetTarget={(t) => void edit([{ op: 'setTarget', index: sel, target: t }])} />}
              />
            ) : (
              <p className="muted pad">Select a step.</p>
            )}
          </section>
        </div>
      )}

      {tab === 'runs' &&
        (diffIds ? (
          diff ? <RunDiffView diff={diff} onBack={() => navigate(`/t/${id}/runs`)} /> : <p className="muted pad">Comparing…</p>
        ) : (
          <RunHistory
            runs={runs}
            onCompare={(a, b) => navigate(`/t/${id}/runs/${a}/${b}`)}
            onOpen={(r) => {
              const f = r.steps.find((s) => s.status === 'failed');
              if (f) {
                setFailure({ run: r, result: f, sessionId: '' });
                setSel(f.index);
              }
              navigate(`/t/${id}`);
            }}
          />
        ))}

      {tab === 'variables' && (
        <VariablesPanel
          variables={draft.variables ?? []}
          steps={steps}
          onSet={(v) => void edit([{ op: 'setVariable', variable: v }])}
          onRemove={(name) => void edit([{ op: 'removeVariable', name }])}
        />
      )}

      {tab === 'history' && (
        <RevisionsPanel
          revisions={revisions}
          current={saved.revision}
          onRestore={async (rev) => {
            if (dirty && !window.confirm('Restoring drops your unsaved edits. Continue?')) return;
            try {
              const t = await api.RestoreRevision(id, rev);
              h.reset(t);
              setSaved(t);
              toast(`Restored revision ${rev} as revision ${t.revision}`, { kind: 'ok' });
            } catch (e) {
              toast(errorText(e), { kind: 'error' });
            }
          }}
        />
      )}

      {prompt && (
        <RunInputsDialog
          inputs={prompt.inputs}
          initial={values}
          onCancel={() => {
            prompt.resolve(null);
            setPrompt(null);
          }}
          onSubmit={(v) => {
            prompt.resolve(v);
            setPrompt(null);
          }}
        />
      )}
    </div>
  );
}
