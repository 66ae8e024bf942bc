import { useEffect, useRef, useState } from 'react';
import type { GoalOptions, InstructResult, SessionInfo, StepResult, Trajectory } from '../api/generated';
import { ApiError } from '../api/transport';
import { AgentLog, GoalOptionsRow } from '../components/AgentLog';
import { InstructionBox } from '../components/InstructionBox';
import { DemoMirror } from '../components/DemoMirror';
import { useMirror } from '../components/Mirror';
import { PageTools } from '../components/PageTools';
import { RecordedSteps } from '../components/RecordedSteps';
import { RecorderSetup } from '../components/RecorderSetup';
import { useRecording } from '../hooks/useRecording';
import { useApi, useEvent } from '../lib/api-context';
import { useConfirm } from '../components/ConfirmDialog';
import { count, varsIn } from '../lib/format';
import { shortcutLabel, useKeys, usePausePlainKeys } from '../lib/keys';
import { navigate, useLeaveGuard } from '../lib/router';
import { errorText, useToast } from '../lib/toast';

export { modelChoices } from '../lib/models';

/**
 * Recorder: open a page, type instructions one by one; each runs at once and
 * appears as a step, while the live mirror shows the page with the acted
 * element outlined. RecorderSetup opens the session, useRecording follows
 * it, InstructionBox takes the next instruction.
 */
export function Recorder() {
  const api = useApi();
  const toast = useToast();
  const rec = useRecording(() => toast('The recording page was closed.'));
  const { session, rows, setRows, busy, setBusy, agentLog, setAgentLog } = rec;
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  // The error shows whole, under the instruction box; on a short window the
  // steps' column scrolls to it.
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);
  const [pending, setPending] = useState('');
  // offSite is the origin the last instruction would have left for (code off_site).
  const [offSite, setOffSite] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [asGoal, setAsGoal] = useState(false);
  const goalText = useRef('');
  const [goalOpts, setGoalOpts] = useState<GoalOptions>({ mode: 'dom', maxSteps: 20, cache: 'both' });
  const noModel = !session || session.model === 'local';
  const { frame, highlight } = useMirror(session?.id);
  // One-key shortcuts stay off while recording: a letter typed after focus
  // was lost must not leave the recording.
  usePausePlainKeys(!!session);
  // replaying is set when a goal is found in the agent cache: no model is asked.
  const [replaying, setReplaying] = useState(false);
  const secs = useSeconds(busy);
  // savedAs is the editor's address once the recording is saved as a flow:
  // the editor takes its session over, so leaving loses nothing.
  const [savedAs, setSavedAs] = useState('');
  // secretNotes maps a recorded step's id to the secret variable the
  // value it typed into a password field became ({{password}}): the
  // recorder does that on its own (the CLI says so in a note), and the
  // draft it sends back declares the new secret. secretNames are the
  // draft's secret variables seen so far.
  const [secretNotes, setSecretNotes] = useState<Record<string, string>>({});
  const secretNames = useRef<string[]>([]);
  const noteSecrets = (t: Trajectory) => {
    const now = (t.variables ?? []).filter((v) => v.secret).map((v) => v.name);
    const fresh = now.filter((n) => !secretNames.current.includes(n));
    secretNames.current = [...secretNames.current, ...fresh];
    const notes: Record<string, string> = {};
    for (const n of fresh) {
      const step = [...(t.steps ?? [])].reverse().find((s) => varsIn(s.value).includes(n));
      if (step) notes[step.id] = n;
    }
    if (Object.keys(notes).length) setSecretNotes((old) => ({ ...old, ...notes }));
  };
  const confirm = useConfirm();
  // Leaving the screen by any way (the sidebar, a shortcut, Back) with
  // recorded steps asks what Discard asks; a reload or a closed window gets
  // the browser's own question (useLeaveGuard).
  const lost = session && rows.length > 0 && !savedAs ? `The ${count(rows.length, 'recorded step')} will be lost: ${rows.length === 1 ? 'it is' : 'they are'} not saved as a flow.` : null;
  const askDiscard = (body: string, andLeave = false) =>
    confirm.ask({ title: 'Discard the recording?', body, yes: `Discard ${count(rows.length, 'step')}${andLeave ? ' and leave' : ''}`, no: 'Keep recording' });
  useLeaveGuard(lost, (body) => askDiscard(body, true));
  // A recording left (after that question) is discarded: its session closes.
  const openId = useRef('');
  openId.current = session && !savedAs ? session.id : '';
  useEffect(
    () => () => {
      if (openId.current) api.CloseSession(openId.current).catch(() => {});
    },
    [api],
  );
  useEffect(() => {
    if (savedAs) navigate(savedAs);
  }, [savedAs]);

  useEvent('agent:event', (e) => {
    if (e.sessionId !== session?.id) return;
    if (e.type === 'tool-call' && e.tool) setPending(`${goalText.current} — ${e.tool}…`);
    if (e.type === 'cache-hit' || e.type === 'handover') setPending(`${goalText.current} — ${e.text ?? ''}`);
    if (e.type === 'cache-hit') setReplaying(true);
  });

  // runGoal hands a goal to the agent: its steps arrive as session:step
  // events while it works.
  const runGoal = async (g: string) => {
    if (!session) return;
    goalText.current = g;
    setAgentLog([]);
    setReplaying(false);
    try {
      const steps = Math.round(goalOpts.maxSteps ?? 20);
      const r = await api.Goal(session.id, g, { ...goalOpts, maxSteps: Math.max(1, Math.min(200, Number.isFinite(steps) ? steps : 20)) });
      noteSecrets(r.trajectory);
      setRows((r.trajectory.steps ?? []).map((step) => ({ step })));
      const how = r.cacheHit ? ' (replayed from the agent cache, no model call)' : '';
      toast(r.success ? `Goal done${how}: ${r.result ?? ''}` : `Goal not reached: ${r.result || r.handover || 'the agent stopped'}`);
    } catch (err) {
      setError(errorText(err));
      setText(g);
    }
  };

  const instruct = async (ins: string) => {
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
    setText('');
    try {
      acted(await api.Instruct(session.id, ins));
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

  // acted shows the draft after an instruction or an added candidate; the
  // steps' provenance arrives with their session:step events.
  const acted = (r: InstructResult) => {
    const results = new Map((r.results ?? []).map((x) => [x.stepId, x]));
    showDraft(r.trajectory, results);
  };
  const showDraft = (t: Trajectory, results = new Map<string, StepResult>()) => {
    noteSecrets(t);
    setRows((old) => {
      const byId = new Map(old.map((x) => [x.step.id, x]));
      return (t.steps ?? []).map((step) => ({ step, result: results.get(step.id) ?? byId.get(step.id)?.result, prov: byId.get(step.id)?.prov }));
    });
  };

  // allowOffSite lets the flow visit the origin the last instruction was
  // refused for, then runs that instruction again.
  const allowOffSite = async () => {
    if (!session || !offSite) return;
    try {
      await api.AllowOrigin(session.id, offSite);
      setOffSite('');
      await instruct(text.trim());
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
        return (s.trajectory.steps ?? []).map((step) => ({ step, result: byId.get(step.id) }));
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
      setSavedAs(`/t/${t.id}?session=${encodeURIComponent(session.id)}`);
    } catch (err) {
      setError(errorText(err));
    }
  };

  // discard asks first (in the app's own dialog) when steps would be lost.
  const discard = async () => {
    if (lost && !(await askDiscard(lost))) return;
    if (!session) return;
    try {
      await api.CloseSession(session.id);
    } catch {
      /* already gone */
    }
    rec.open(null);
  };

  // begin shows a new (or resumed) recording with nothing of the last
  // one: its error, instruction text, goal, off-site offer and agent log.
  // The panels below (mirror, page tools, instruction box) start afresh
  // as they are keyed by the session.
  const begin = (s: SessionInfo, n: string) => {
    rec.open(s);
    setName(n);
    setText('');
    setError('');
    setPending('');
    setOffSite('');
    setAsGoal(false);
    goalText.current = '';
    setSecretNotes({});
    secretNames.current = (s.trajectory.variables ?? []).filter((v) => v.secret).map((v) => v.name);
  };

  useKeys(
    {
      // Escape stops the instruction or goal under way, as Stop does.
      Escape: () => busy && void stop(),
      'Mod+s': () => !busy && rows.length > 0 && void save(),
    },
    !!session,
  );

  // waiting says what the step under way waits for: a goal asks the model
  // from the start; an instruction goes to the offline resolver first (it
  // answers within a moment), so one still running after a second is
  // waiting for the model.
  const model = session?.model && session.model !== 'local' ? session.model : '';
  const waiting = !busy
    ? ''
    : `${replaying ? 'replaying from the agent cache…' : model && (asGoal || secs >= 1) ? `asking ${model}…` : 'running…'}${secs >= 2 ? ` ${secs} s` : ''}`;

  if (!session) {
    return (
      <RecorderSetup
        onStarted={(s, n) => {
          begin(s, n);
          setTimeout(() => inputRef.current?.focus(), 0);
        }}
      />
    );
  }

  return (
    <div className="screen recorder" key={session.id}>
      <div className="toolbar">
        <h1>
          <span className="rec-dot" aria-hidden="true" /> Recording
        </h1>
        <input className="inline-name" value={name} placeholder={session.trajectory.name || 'Untitled flow'} aria-label="Name" onChange={(e) => setName(e.target.value)} />
        <span className="muted small">model {session.model || 'local'}</span>
        <span className="spacer" />
        <button className="btn" onClick={() => void discard()}>
          Discard
        </button>
        <button className="btn btn-primary" onClick={save} disabled={busy || rows.length === 0} title={`Save the flow (${shortcutLabel('Mod+S')})`}>
          Save
        </button>
      </div>
      <div className="rec-body">
        <section className="rec-steps" aria-label="Recorded steps">
          <RecordedSteps rows={rows} secretNotes={secretNotes} pending={pending} waiting={waiting} busy={busy} onRemove={(i) => void removeStep(i)} />
          <InstructionBox
            text={text}
            setText={setText}
            asGoal={asGoal}
            setAsGoal={setAsGoal}
            busy={busy}
            noModel={noModel}
            inputRef={inputRef}
            onSubmit={(ins) => void instruct(ins)}
            onStop={() => void stop()}
          />
          {!asGoal && <PageTools sessionId={session.id} disabled={busy} onAdded={acted} onExtracted={(r) => showDraft(r.trajectory)} />}
          {noModel && session && <p className="muted small pad">Goals need a model: choose one when you start a recording, or in Settings.</p>}
          {asGoal && !noModel && <GoalOptionsRow opts={goalOpts} disabled={busy} onChange={setGoalOpts} />}
          {asGoal && agentLog.length > 0 && <AgentLog events={agentLog} />}
          {error && (
            <div className="alert alert-error" role="alert" ref={errorRef}>
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
            onRecorded={(t) => {
              noteSecrets(t);
              setRows((r) => t.steps.map((step, i) => ({ step, result: r[i]?.step.id === step.id ? r[i].result : undefined, prov: r[i]?.step.id === step.id ? r[i].prov : undefined })));
            }}
          />
        </section>
      </div>
      {confirm.dialog}
    </div>
  );
}

/** useSeconds counts the whole seconds since on became true (0 while it is false). */
function useSeconds(on: boolean): number {
  const [n, setN] = useState(0);
  useEffect(() => {
    if (!on) return;
    const t0 = Date.now();
    const id = setInterval(() => setN(Math.floor((Date.now() - t0) / 1000)), 250);
    return () => {
      clearInterval(id);
      setN(0);
    };
  }, [on]);
  return n;
}
