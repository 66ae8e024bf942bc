import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { ActionInfo, Fix, Problem, RevisionInfo, Run, RunDiff, RunInput, Step, StepResult } from '../api/generated';
import { FailurePanel, refusal } from '../components/FailurePanel';
import { HealReview } from '../components/HealReview';
import { LocatorPlayground } from '../components/LocatorPlayground';
import { PageTools } from '../components/PageTools';
import { WrongPageOffer } from '../components/WrongPageOffer';
import { CommitInput } from '../components/CommitInput';
import { expectedPage, hostOf, keepsPage, needsPage, onSite, samePage } from '../lib/stepPage';
import { nearVariable, typoHint } from '../lib/variables';
import { LivePagePanel } from '../components/LivePagePanel';
import { Modal } from '../components/Modal';
import { RevisionsPanel } from '../components/RevisionsPanel';
import { RunDiffView } from '../components/RunDiffView';
import { RunHistory } from '../components/RunHistory';
import { RunInputsDialog } from '../components/RunInputsDialog';
import { ExportDialog } from '../components/ExportDialog';
import { RunTrace } from '../components/RunTrace';
import { StaleInstruction, useStaleInstructions } from '../components/StaleInstruction';
import { useUnsavedLeavePrompt, useUnsavedRunPrompt } from '../components/UnsavedRunDialog';
import { useConfirm } from '../components/ConfirmDialog';
import { StepInspector } from '../components/StepInspector';
import { StoredProblems } from '../components/StoredProblems';
import { StepTimeline } from '../components/StepTimeline';
import { undeclaredByStep, VariablesPanel } from '../components/VariablesPanel';
import { WorkspaceLayout } from '../components/WorkspaceLayout';
import { isNameProblem, useDraft } from '../hooks/useDraft';
import { useLivePage } from '../hooks/useLivePage';
import type { PickMode } from '../hooks/useLivePage';
import { useLiveRun } from '../hooks/useLiveRun';
import { usePickHover } from '../hooks/usePickHover';
import { useApi, useEvent } from '../lib/api-context';
import { count, targetText, varsIn } from '../lib/format';
import { shortcutLabel, useKeys, usePausePlainKeys } from '../lib/keys';
import { runScope } from '../lib/results';
import { navigate, parseHash, useHold, useLeaveGuard } from '../lib/router';
import type { Route } from '../lib/router';
import { errorText, useToast } from '../lib/toast';
import { CacheEntryBanner, isEntryId } from '../components/CacheView';
import '../components/io.css';

type Tab = 'steps' | 'runs' | 'variables' | 'history';

// LARGE_KEY remembers whether the live page takes the timeline's room.
const LARGE_KEY = 'reprise.largePage';

/**
 * Failure is the step the last run failed at. The panel shows it while
 * that step is selected and open is true; dismissing it (× or Esc) only
 * closes the panel: the failure stays, to open again from the step.
 */
interface Failure { run: Run; result: StepResult; sessionId: string; open: boolean }

function problemsByStep(ps: Problem[]): Record<number, string[]> {
  const m: Record<number, string[]> = {};
  for (const p of ps) (m[p.step] ??= []).push(`${p.field && !SELF_NAMED.has(p.field) ? p.field + ': ' : ''}${p.message}`);
  return m;
}

/** SELF_NAMED are the fields whose problems name them in the editor's words ("the timeout must be …"). */
const SELF_NAMED = new Set(['timeoutMs', 'name']);

/** FIELD_LABELS are the step inspector's labels of the fields a problem may send the keyboard to. */
const FIELD_LABELS: Record<string, string> = { timeoutMs: 'Timeout (ms)' };

/**
 * Workspace is one trajectory: the step timeline editor with the live page,
 * runs (live status, failure panel, history, diff), variables and revisions.
 * The draft with undo lives in useDraft, the live page in useLivePage, the
 * run under way in useLiveRun; WorkspaceLayout places the parts.
 */
export function Workspace({ id, route }: { id: string; route: Route }) {
  const api = useApi();
  const toast = useToast();
  const tab = ((route.parts[2] as Tab) || 'steps') as Tab;
  const diffIds = tab === 'runs' && route.parts[3] && route.parts[4] ? [route.parts[3], route.parts[4]] : null;
  const traceId = tab === 'runs' && route.parts[3] && !route.parts[4] ? route.parts[3] : null;

  const d = useDraft(id);
  const { draft, draftRef, saved, dirty, problems, load, edit, save } = d;
  const [actions, setActions] = useState<ActionInfo[]>([]);
  const [sel, setSel] = useState(0);
  const [runs, setRuns] = useState<Run[]>([]);
  const [recording, setRecording] = useState<Run | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [prompt, setPrompt] = useState<{ inputs: RunInput[]; resolve: (v: Record<string, string> | null) => void } | null>(null);
  // site is the site runs of this editor go to instead of the flow's own
  // (RunOptions.baseUrl), set in the values dialog; "" for the flow's. It
  // is kept for the next runs of this flow (the toolbar's "on HOST" says
  // so, and its × empties it) and forgotten with the editor: another flow
  // opens a new one (the app keys the editor by the flow's id).
  const [site, setSite] = useState('');
  const siteRef = useRef('');
  const [busy, setBusy] = useState(false);
  const [revisions, setRevisions] = useState<RevisionInfo[]>([]);
  const [diff, setDiff] = useState<RunDiff | null>(null);
  const [exporting, setExporting] = useState(false);
  const [review, setReview] = useState<{ run: Run; result: StepResult } | null>(null);
  const [offer, setOffer] = useState<{ index: number; want: string; at: string } | null>(null);
  const unsaved = useUnsavedRunPrompt();
  const confirm = useConfirm();
  // starting is true from the key or click that starts a run until the run
  // is under way (or was not started): the values dialog may be about to
  // open, so the keys typed meanwhile are for it, not one-key shortcuts.
  const starting = useRef(false);
  const [startingRun, setStartingRun] = useState(false);

  const steps = useMemo(() => draft?.steps ?? [], [draft]);
  const step = steps[Math.min(sel, steps.length - 1)];
  const failureShown = failure?.open && step?.id === failure.result.stepId ? failure : null;
  const reviewShown = review && step?.id === review.result.stepId ? review : null;
  const stale = useStaleInstructions(steps);

  // scrollTo is the step to bring into view in the timeline after this render.
  const scrollTo = useRef('');

  // ---- runs under way ----
  const { live, track } = useLiveRun(id, steps.length, (run, sid) => {
    // ■ Stop run goes as the run ends: a keyboard on it is not left on the
    // page's body (focusNext 'ended': the failed or healed step, else ▶ Run all).
    focusNext.current = 'ended';
    setRuns((rs) => [run, ...rs.filter((r) => r.id !== run.id)]);
    const failed = run.steps.find((s) => s.status === 'failed');
    if (run.status === 'failed' && failed) {
      setFailure({ run, result: failed, sessionId: sid, open: true });
      setSel(failed.index);
      scrollTo.current = failed.stepId;
      if (tab !== 'steps') navigate(`/t/${id}`);
    } else if (run.status === 'failed') {
      // Said in the editor until the next run or a dismissal (startFailure), not in a toast that fades.
      if (!run.error) toast('Run failed before any step: see the Runs tab', { kind: 'error' });
    } else if (run.status === 'passed') {
      const healed = run.steps.find((s) => s.heal);
      if (healed) {
        setReview({ run, result: healed });
        setSel(healed.index);
        if (tab !== 'steps') navigate(`/t/${id}`);
      }
      toast(`${run.partial ? `Partial run (${runScope(run)})` : 'Run'} passed — ${count(run.steps.filter((s) => s.status === 'passed').length, 'step')}, ${count(run.llmCalls, 'LLM call')}`, { kind: 'ok' });
    } else if (run.status === 'cancelled') {
      toast('Run cancelled');
    }
  });

  // ---- live page (session) ----
  const page = useLivePage({
    trajectoryId: id,
    initialSession: route.query.get('session'),
    runSession: live?.sessionId || failure?.sessionId,
    target: step?.target,
    running: !!live,
  });
  const { sessionId, mirrorSession, picking, setPicking } = page;
  // Leaving the editor closes its live page, and with it a run on that page: ask first.
  const leave = useRunLeaveGuard(id, !!live, async () => {
    if (live) await api.Cancel(live.runId).catch(() => {});
  });
  // Leaving it with edits not saved asks whether to save them, drop them
  // or stay, by the router's leave guards: every way out (←, the rail's
  // links, g, Back) waits for the answer, after the run's question if a
  // run is under way; the editor's own tabs are not leaving. A field
  // committed as the editor is left (← pressed while typing) is waited
  // for. A reload or a closed window gets the browser's own question.
  const leaveUnsaved = useUnsavedLeavePrompt();
  useLeaveGuard(
    (to) => ((to === undefined || leavesEditor(id, to)) && (dirty || d.editing()) ? 'unsaved edits' : null),
    async () => {
      if (!(await d.settle()) || !saved) return true;
      const choice = await leaveUnsaved.ask(saved.revision);
      if (choice === 'stay') focusNext.current = 'lost';
      return choice === 'discard' || (choice === 'save' && !!(await save()));
    },
  );
  const pickHover = usePickHover(mirrorSession, !!picking);
  const frame = page.frame;
  // pageOf is the address step i expects (the latest run's, else the recording's).
  const pageOf = (i: number) => expectedPage(steps, i, draft?.startUrl ?? '', [results, recorded]);
  const offPage = (i: number) => {
    const want = mirrorSession && frame?.url && needsPage(steps[i]) ? pageOf(i) : '';
    return want && !samePage(frame!.url, want) ? want : '';
  };
  const [large, setLarge] = useState(() => localStorage.getItem(LARGE_KEY) === '1');
  const toggleLarge = () =>
    setLarge((l) => {
      localStorage.setItem(LARGE_KEY, l ? '0' : '1');
      return !l;
    });
  useForgetClosedFailurePage(failure, setFailure);
  // The failed step, if below the fold of the timeline, comes into view.
  useEffect(() => {
    const want = scrollTo.current;
    if (!want) return;
    scrollTo.current = '';
    const el = [...document.querySelectorAll<HTMLElement>('.ws-timeline [data-step-id]')].find((e) => e.dataset.stepId === want);
    el?.scrollIntoView?.({ block: 'nearest' });
  });
  // After an insert the new step's instruction has the keyboard.
  const instructionRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const focusInstruction = useRef(false);
  useEffect(() => {
    if (!focusInstruction.current || !instructionRef.current) return;
    focusInstruction.current = false;
    instructionRef.current.focus();
    instructionRef.current.select();
  });
  // focusNext says where the keyboard goes after the next render, so it is
  // never left on the page's body: 'step' the selected step of the timeline
  // (a closed panel, an accepted fix), 'lost' the same only when the focus
  // has gone (the Run all that opened the values dialog became Stop run),
  // 'ended' when the focus has gone as a run ended (its Stop run became
  // Run all): the step the run failed on or healed, which the timeline
  // selects and the panel beside it explains, else ▶ Run all in Stop run's
  // place; else the label of an inspector field (the Expected URL to edit).
  // 'opener' is the button that opened the values dialog, once the run it
  // did not start has let go of it (it is disabled while a run starts).
  const focusNext = useRef('');
  const runAllRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const want = focusNext.current;
    if (!want) return;
    if (want === 'opener') {
      const el = opener.current;
      if (el?.isConnected && el.matches(':disabled') && (busy || startingRun)) return; // not yet: after the next render
      focusNext.current = '';
      opener.current = null;
      const at = document.activeElement;
      // The keyboard already went somewhere of the user's choosing.
      if (at && at !== document.body && at.isConnected && !at.closest('.modal')) return;
      (el?.isConnected && !el.matches(':disabled') ? el : document.querySelector<HTMLElement>('.ws-timeline .tl-sel'))?.focus();
      return;
    }
    focusNext.current = '';
    const at = document.activeElement;
    if ((want === 'lost' || want === 'ended') && at && at !== document.body && at.isConnected) return;
    if (want === 'ended') {
      const stepEl = failure?.open || review ? document.querySelector<HTMLElement>('.ws-timeline .tl-sel') : null;
      (stepEl ?? runAllRef.current)?.focus();
      return;
    }
    const el =
      want === 'step' || want === 'lost'
        ? document.querySelector<HTMLElement>('.ws-timeline .tl-sel')
        : document.querySelector<HTMLElement>(`.ws-inspector [aria-label="${want}"]`);
    el?.focus();
  });
  // Opening the flow (Enter on the library's row) gives the keyboard to its steps.
  const loaded = !!draft;
  useEffect(() => {
    if (!loaded || (document.activeElement && document.activeElement !== document.body)) return;
    document.querySelector<HTMLElement>('.ws-timeline .tl-sel')?.focus();
  }, [loaded]);

  // ---- loading ----
  const loadRuns = useCallback(() => api.ListRuns(id, 50).then(setRuns, () => {}), [api, id]);
  // The recording's own step results give thumbnails before the first run.
  useEffect(() => {
    api.GetRecording(id, 0).then(setRecording, () => setRecording(null));
  }, [api, id, saved?.revision]);
  // recordedStart is the start URL the recording opened (its revision's),
  // the page step 1 was recorded on; "" when not known.
  const [recordedStart, setRecordedStart] = useState('');
  const recordedRev = recording?.revision ?? 0;
  useEffect(() => {
    setRecordedStart('');
    if (recordedRev) api.ListRevisions(id).then((l) => setRecordedStart(l.find((r) => r.revision === recordedRev)?.startUrl ?? ''), () => {});
  }, [api, id, recordedRev]);
  useEffect(() => {
    void load();
    void loadRuns();
    api.ListActions().then(setActions, () => {});
  }, [api, load, loadRuns]);
  useEffect(() => {
    if (tab === 'history') api.ListRevisions(id).then(setRevisions, (e) => toast(errorText(e), { kind: 'error' }));
  }, [api, id, tab, saved, toast]);
  const [diffA, diffB] = diffIds ?? [];
  useEffect(() => {
    setDiff(null);
    if (diffA && diffB) api.DiffRuns(id, diffA, diffB).then(setDiff, (e) => toast(errorText(e), { kind: 'error' }));
  }, [api, id, diffA, diffB, toast]);

  useEvent('library:changed', (e) => {
    if (e.trajectoryId !== id || !saved || (e.revision ?? 0) <= saved.revision) return;
    if (!dirty) void load();
  });

  // ---- editing ----
  // Without a live page, prepare performs the earlier steps first (status "setup").
  const prepare = (i: number) => (i > 0 && !sessionId ? { prepare: true } : {});
  const move = (from: number, to: number) => {
    if (to < 0 || to >= steps.length) return;
    void edit([{ op: 'move', from, to }]).then((t) => t && setSel(to));
  };
  const stepCmd = {
    // The failure panel and the heal review belong to their step: selecting
    // another shows that step's editor (failureShown, reviewShown).
    select: (i: number) => setSel(i),
    move,
    runFrom: (i: number) => void run({ from: i, ...prepare(i) }),
    runTo: (i: number) => void run({ from: 0, to: i }),
    runOne: (i: number) => {
      // On a live page elsewhere, offer to get to the step's page first.
      const want = sessionId && frame?.url && needsPage(steps[i]) ? pageOf(i) : '';
      if (want && !samePage(frame!.url, want)) return setOffer({ index: i, want, at: frame!.url });
      void run({ from: i, to: i, ...prepare(i) });
    },
    duplicate: (i: number) => void edit([{ op: 'duplicate', index: i }]).then((t) => t && setSel(i + 1)),
    remove: (i: number) =>
      void edit([{ op: 'delete', index: i }]).then((t) => {
        if (!t) return;
        // The keyboard goes to the step now in its place (the one before
        // when it was the last), not to what follows the deleted one in
        // the page (a candidate's Remove × in the inspector).
        setSel(Math.max(0, Math.min(i, t.steps.length - 1)));
        focusNext.current = 'step';
        toast(`Deleted step ${i + 1}`, { action: { label: 'Undo', run: d.undo } });
      }),
    insertAfter: (i: number) => {
      const blank: Step = { id: '', action: 'click', instruction: 'new step' };
      void edit([{ op: 'insert', index: i + 1, step: blank }]).then((t) => {
        if (!t) return;
        focusInstruction.current = true;
        setSel(i + 1);
      });
    },
  };

  const onPick = async (x: number, y: number) => {
    if (!mirrorSession || !picking) return;
    const mode = picking;
    setPicking(null);
    await targetAt(x, y, mode);
  };
  // targetAt makes the element at (x, y) of the live page the selected
  // step's target (Pick element, the playground's Use this element), or
  // the failed step's fix.
  const targetAt = async (x: number, y: number, mode: PickMode) => {
    if (!mirrorSession) return;
    try {
      const p = await api.PickElement(mirrorSession, x, y);
      if (mode === 'fix' && failure) {
        await acceptFix({ target: p.target }, `picked ${p.description}`);
      } else {
        const t = await edit([{ op: 'setTarget', index: sel, target: p.target }]);
        if (t) {
          page.setChecks(p.candidates ?? null);
          toast(`Step ${sel + 1} now targets ${p.description}`, { kind: 'ok', action: { label: 'Undo', run: d.undo } });
        }
      }
    } catch (e) {
      toast(errorText(e), { kind: 'error' });
    }
  };
  // readStep reads a step's instruction on the live page and makes the
  // step what it says: its action, value and element (a step inserted or
  // retyped by hand). Nothing is done on the page. It resolves true when
  // the step was set; otherwise the words are kept and a toast says why.
  const [reading, setReading] = useState(false);
  const readStep = async (i: number, instruction: string): Promise<boolean> => {
    const cur = draftRef.current?.steps[i];
    if (!cur) return false;
    const keepText = () => {
      if (instruction !== cur.instruction) void edit([{ op: 'updateStep', index: i, step: { ...cur, instruction } }]);
    };
    if (!mirrorSession) {
      keepText();
      toast('Open the live page first (Open live page), then press “Set from instruction”.');
      return false;
    }
    // A misspelt {{variable}} would become a new, empty one.
    const declared = (draftRef.current?.variables ?? []).map((v) => v.name);
    for (const name of varsIn(instruction)) {
      const near = nearVariable(name, declared);
      if (near) {
        keepText();
        toast(`{{${name}}} is not a variable of this flow: did you mean {{${near}}}? The step is unchanged.`, { kind: 'error' });
        return false;
      }
    }
    // The live page must show the step's page: another page has other
    // elements, and a look-alike would be taken for the step's.
    const want = pageOf(i);
    if (frame?.url && want && !samePage(frame.url, want)) {
      keepText();
      toast(`Step ${i + 1} is on ${want}, and the live page shows ${frame.url}: run up to it first (▶ to here on step ${i}), then set it from its instruction.`, { kind: 'error' });
      return false;
    }
    setReading(true);
    try {
      const r = await api.ResolveStep(mirrorSession, instruction);
      const s = r.step;
      // What the page says, with the step's own id, words and settings.
      const next: Step = { ...s, id: cur.id, instruction, timeoutMs: cur.timeoutMs, disabled: cur.disabled };
      const t = await edit([{ op: 'updateStep', index: i, step: next }]);
      if (t) {
        const what = r.description ? `${s.action} on ${r.description}` : s.action;
        toast(`Step ${i + 1} now does ${what}`, { kind: 'ok', action: { label: 'Undo', run: d.undo } });
        void page.recheck();
      }
      return !!t;
    } catch (e) {
      keepText();
      toast(errorText(e), { kind: 'error' });
      return false;
    } finally {
      setReading(false);
    }
  };
  const startPick = (mode: PickMode) => {
    if (picking) return setPicking(null);
    if (!mirrorSession) {
      if (mode === 'step') {
        toast('Opening the live page — pick when it appears.');
        void page.openSession().then(() => setPicking('step'));
      }
      return;
    }
    setPicking(mode);
  };

  // record more steps on the live page
  const instruct = async (ins: string): Promise<boolean> => {
    const cur = draftRef.current;
    if (!sessionId || !cur) return false;
    try {
      await api.UpdateDraft(sessionId, cur);
      const r = await api.Instruct(sessionId, ins);
      d.set(r.trajectory);
      setSel(r.trajectory.steps.length - 1);
      return true;
    } catch (err) {
      toast(errorText(err), { kind: 'error' });
      return false;
    }
  };

  // ---- runs ----
  // askValues asks for the values a run needs that it has none for yet;
  // always (Values…) shows them all, filled in with the last ones, to change.
  const askValues = async (always = false): Promise<Record<string, string> | null> => {
    const inputs = await api.RunInputs(id);
    const needed = inputs.filter((i) => i.needsValue && !values[i.name]);
    if (!needed.length && !always) return values;
    return new Promise((resolve) => setPrompt({ inputs, resolve }));
  };

  // askUnsaved asks, when the draft holds edits not saved, whether to save
  // them before a run plays the stored revision; false: do not run. It
  // waits for the edit a field commits as the run starts (Ctrl+Enter in
  // the field that was just changed), so no way of starting a run misses it.
  const askUnsaved = async (): Promise<boolean> => {
    if (!(await d.settle()) || !saved) return true;
    const choice = await unsaved.ask(saved.revision);
    return choice === 'saved' || (choice === 'save' && !!(await save()));
  };

  const run = async (scope: { from?: number; to?: number; prepare?: boolean; askValues?: boolean } = {}) => {
    if (live || busy || starting.current) return;
    // What starts the run (Values…, ▶ Run all) has the keyboard back when a dialog it opens is cancelled.
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    starting.current = true;
    setStartingRun(true);
    try {
      await startRun(scope);
    } finally {
      starting.current = false;
      setStartingRun(false);
    }
  };
  const startRun = async (scope: { from?: number; to?: number; prepare?: boolean; askValues?: boolean }) => {
    if (!(await askUnsaved())) return;
    setBusy(true);
    try {
      const { askValues: always, ...range } = scope;
      const vals = await askValues(always);
      if (!vals) {
        focusNext.current = 'opener';
        return;
      }
      // No dialog opened: say which values the run takes, so keys typed for one are not a surprise.
      if (vals === values && Object.keys(vals).length) toast('Running with the values given last — Values… changes them');
      setValues(vals);
      setFailure(null);
      setReview(null);
      setPicking(null);
      const started = await api.StartRun({ trajectoryId: id, ...range, values: vals, sessionId: sessionId ?? undefined, baseUrl: siteRef.current || undefined });
      focusNext.current = 'lost';
      track(started);
    } catch (e) {
      toast(errorText(e), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  // closeFailure closes the failure panel to the step's editor; the keyboard goes to the step.
  const closeFailure = () => {
    if (!failure) return;
    setFailure({ ...failure, open: false });
    focusNext.current = 'step';
  };

  const cancelRun = async () => {
    if (live) await api.Cancel(live.runId).catch((e) => toast(errorText(e), { kind: 'error' }));
  };

  const acceptFix = async (fix: Partial<Fix>, what: string) => {
    if (!failure) return;
    if (
      (await d.settle()) &&
      !(await confirm.ask({
        title: 'Drop your unsaved edits?',
        body: 'Accepting the fix saves a new revision from the stored one; your unsaved edits will be dropped.',
        yes: 'Drop them and accept the fix',
        no: 'Keep editing',
      }))
    )
      return;
    setBusy(true);
    try {
      const t = await api.AcceptFix({ trajectoryId: id, runId: failure.run.id, stepId: failure.result.stepId, ...fix });
      d.reset(t);
      toast(`Step ${failure.result.index + 1} fixed (${what}) — revision ${t.revision}`, { kind: 'ok' });
      const runId = failure.run.id;
      setFailure(null);
      focusNext.current = 'step';
      const started = await api.ContinueRun(runId, values);
      track(started);
    } catch (e) {
      toast(errorText(e), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  // allowSite adds a site a failed step was stopped from reaching to the
  // flow's other sites: an edit of the draft like any other (saved with
  // Save, or when a run asks); the failure panel's Retry from here, which
  // then has the keyboard, offers to save it and runs the step again.
  const allowSite = async (origin: string): Promise<boolean> => {
    const cur = draftRef.current?.allowedOrigins ?? [];
    if (!cur.includes(origin) && !(await edit([{ op: 'setSites', sites: [...cur, origin] }]))) return false;
    toast(`${origin} is allowed for this flow: run again`, { kind: 'ok' });
    return true;
  };
  // setStartUrlBack makes the flow start where its steps were recorded (the
  // failure panel's Set Start URL back): an edit of the draft, as the
  // Start URL field makes; Retry from here, which then has the keyboard,
  // offers to save it and runs again from the Start URL.
  const setStartUrlBack = async (url: string): Promise<boolean> => {
    if (draftRef.current?.startUrl !== url && !(await edit([{ op: 'setStartUrl', url }]))) return false;
    toast(`The Start URL is ${url} again: run again`, { kind: 'ok' });
    return true;
  };
  const retry = async () => {
    if (!failure || !(await askUnsaved())) return;
    setBusy(true);
    try {
      const runId = failure.run.id;
      setFailure(null);
      focusNext.current = 'step';
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
  const recorded = useMemo(() => {
    const m: Record<string, StepResult> = {};
    for (const r of recording?.steps ?? []) if (r.status !== 'skipped') m[r.stepId] = r;
    return m;
  }, [recording]);
  // screenshots after each step: this run's, else the recording's
  const shots = useMemo(() => {
    const m: Record<string, string | undefined> = {};
    for (const r of recording?.steps ?? []) if (r.screenshot) m[r.stepId] = r.screenshot;
    for (const r of Object.values(results)) if (r.screenshot) m[r.stepId] = r.screenshot;
    return m;
  }, [results, recording]);

  // open with ?run=1 from the library's Run button
  const autoRun = useRef(route.query.get('run') === '1');
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    if (autoRun.current && saved) {
      autoRun.current = false;
      void runRef.current();
    }
  }, [saved]);

  // ---- keyboard ----
  // One-key shortcuts (g, p, j, k…) are off while a run is being started,
  // and the editor's letters in the run's first RUN_QUIET_MS too: a letter
  // typed for a values dialog that did not open (the values given last
  // were used) is not a command. (The app's g and , ask first during a run.)
  const quiet = useRunStartQuiet(live?.runId);
  usePausePlainKeys(startingRun);
  useKeys(
    {
      ArrowDown: () => setSel((i) => Math.min(i + 1, steps.length - 1)),
      ArrowUp: () => setSel((i) => Math.max(i - 1, 0)),
      j: () => !quiet && setSel((i) => Math.min(i + 1, steps.length - 1)),
      k: () => !quiet && setSel((i) => Math.max(i - 1, 0)),
      'Alt+ArrowUp': () => move(sel, sel - 1),
      'Alt+ArrowDown': () => move(sel, sel + 1),
      'Mod+z': d.undo,
      'Mod+Shift+z': d.redo,
      'Mod+y': d.redo,
      'Mod+s': () => {
        // A field commits its edit when it loses the focus: commit it now,
        // so that what is in it is saved (save waits for the edit).
        const at = document.activeElement;
        if (at instanceof HTMLElement && at !== document.body) {
          at.blur();
          // Back to the field, unless the save put the keyboard elsewhere (the name it refused).
          void save().then(() => at.isConnected && document.activeElement === document.body && at.focus());
        } else {
          void save();
        }
      },
      'Mod+d': () => stepCmd.duplicate(sel),
      'Mod+i': () => stepCmd.insertAfter(sel),
      Delete: () => steps.length && stepCmd.remove(sel),
      'Mod+Enter': () => void run(),
      // Picking is on the editor's live page or the failed run's, not on a run under way.
      p: () => !live && startPick(failureShown ? 'fix' : 'step'),
      // Esc stops the run under way, as ■ Stop run does; else it stops
      // picking, else closes the failure panel (or the heal review) back
      // to the selected step's editor. An open dialog takes Esc for
      // itself (useKeys is off behind it), and so does a field putting
      // its text back.
      Escape: () => {
        if (live) void cancelRun();
        else if (picking) setPicking(null);
        else if (failureShown) closeFailure();
        else if (reviewShown) {
          setReview(null);
          focusNext.current = 'step';
        }
      },
    },
    tab === 'steps' && !prompt && !exporting && !unsaved.open && !confirm.open && !leave.open && !leaveUnsaved.open,
  );
  // On the other tabs too, Esc stops the run.
  useKeys({ Escape: () => void cancelRun() }, tab !== 'steps' && !!live && !prompt && !exporting && !unsaved.open && !confirm.open && !leave.open && !leaveUnsaved.open);
  // A run that failed before any step (the start page did not open) says
  // why above the timeline until the next run or until dismissed.
  const [dismissedFailure, setDismissedFailure] = useState('');
  const lastRun = runs[0];
  // It belongs to that run: showing another one (its failure or heal
  // opened from the Runs tab, its trace) hides it.
  const shownRun = failure?.run.id ?? review?.run.id ?? traceId;
  const startFailure =
    !live &&
    lastRun?.status === 'failed' &&
    lastRun.error &&
    !lastRun.steps.some((s) => s.status === 'failed') &&
    dismissedFailure !== lastRun.id &&
    (!shownRun || shownRun === lastRun.id)
      ? lastRun
      : null;

  if (d.loadError) {
    return (
      <div className="screen">
        <div className="alert alert-error">{d.loadError}</div>
        <button className="btn" onClick={() => navigate('/')}>
          ← Library
        </button>
      </div>
    );
  }
  if (!draft || !saved) return <div className="screen muted pad">Loading…</div>;

  // A step that uses a variable the flow does not declare says so (the
  // store's rules allow it: each run then asks for the value).
  const probs = problemsByStep(problems);
  // The flow's name has its problem said next to it (the engine's words).
  const nameProblem = problems.find(isNameProblem)?.message ?? '';
  // A name near a declared one is more likely a typo (typoHint).
  const declared = (draft.variables ?? []).map((v) => v.name);
  for (const [i, names] of undeclaredByStep(steps, draft.variables ?? [])) {
    (probs[i + 1] ??= []).push(...names.map((n) => `uses {{${n}}}, which is not declared${typoHint(n, declared) ? ` ${typoHint(n, declared)}` : ': declare it in the Variables tab'}`));
  }
  const failedStep = failure ? steps.find((s) => s.id === failure.result.stepId) : undefined;
  // recordedOn is where the recording left the page before step s: only
  // the recording knows. A run on another site (Values… → site) is
  // compared on that site.
  // Step 1 was recorded on the page the recording opened: it counts only
  // when the run started on another page (a start URL may redirect, so the
  // pages the two start URLs led to are not compared; nor their sites).
  const recordedOn = (s: Step | undefined, run: Run) => {
    const i = s ? steps.indexOf(s) : -1;
    if (i === 0) {
      const at = expectedPage(steps, 0, recordedStart, []);
      const moved = at && run.startUrl ? onSite(at, at, run.startUrl) : '';
      return moved && !samePage(moved, run.startUrl!) ? moved : '';
    }
    const at = i > 0 ? expectedPage(steps, i, '', [recorded]) : '';
    return at && onSite(at, draft.startUrl, run.startUrl);
  };
  // startUrlFix is the Start URL the steps were recorded from, to set back
  // when the failed run started on another page than the recording did
  // (on the run's site: Values… → site moves it) and no step before the
  // failed one moved the page (keepsPage): the start page is then where
  // the step failed. state: is the flow's Start URL another one ('offer'),
  // set back in the draft, or already back in the stored flow.
  const startUrlFix = (() => {
    const f = failureShown;
    const i = failedStep ? steps.indexOf(failedStep) : -1;
    if (!f || i < 0 || !recordedStart || recordedStart.includes('{{') || !f.run.startUrl) return undefined;
    if (!steps.slice(0, i).every(keepsPage)) return undefined;
    if (samePage(onSite(recordedStart, recordedStart, f.run.startUrl), f.run.startUrl)) return undefined;
    const state = draft.startUrl !== recordedStart ? 'offer' : saved.startUrl !== recordedStart ? 'draft' : 'saved';
    return { url: recordedStart, state } as const;
  })();
  // siteAllowed says where a site a step was stopped from reaching is now one of the flow's other sites.
  const siteAllowed = (origin?: string) =>
    !origin || !draft.allowedOrigins?.includes(origin) ? undefined : saved.allowedOrigins?.includes(origin) ? ('saved' as const) : ('draft' as const);
  const liveDone = live ? Object.keys(live.results).length : 0;
  // hasValues: the flow takes values (variables, secrets) that Values… sets.
  const hasValues = (draft.variables?.length ?? 0) > 0 || Object.keys(values).length > 0;

  // goToProblem puts the keyboard on the field a problem is about: the
  // name, or a step's field in its inspector.
  const goToProblem = (p: Problem) => {
    if (isNameProblem(p)) {
      d.nameRef.current?.focus();
      return;
    }
    const i = steps.findIndex((s) => s.id === p.stepId);
    const at = i >= 0 ? i : p.step - 1;
    if (at < 0 || at >= steps.length) return;
    if (tab !== 'steps') navigate(`/t/${id}`);
    setSel(at);
    focusNext.current = FIELD_LABELS[p.field ?? ''] ?? 'step';
  };
  const banner = (
    <>
      {isEntryId(id) && <CacheEntryBanner id={id} />}
      <StoredProblems stored={d.storedProblems} current={problems} steps={steps} onGo={goToProblem} />
    </>
  );

  const head = (
    <>
      <button className="btn btn-sm" onClick={() => navigate('/')} aria-label="Back to library">
        ←
      </button>
      <span className="ws-name">
        <CommitInput
          ref={d.nameRef}
          className="inline-name"
          aria-label="Trajectory name"
          placeholder="Name this flow"
          aria-invalid={nameProblem ? true : undefined}
          aria-describedby={nameProblem ? 'flow-name-problem' : undefined}
          value={draft.name}
          onCommit={(name) => void edit([{ op: 'rename', name }])}
        />
        {nameProblem && (
          <span id="flow-name-problem" className="name-problem small bad" data-testid="name-problem">
            {nameProblem}
          </span>
        )}
      </span>
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
      <button className="icon-btn" onClick={d.undo} disabled={!d.canUndo} aria-label="Undo" title={`Undo (${shortcutLabel('Mod+Z')})`}>
        ↶
      </button>
      <button className="icon-btn" onClick={d.redo} disabled={!d.canRedo} aria-label="Redo" title={`Redo (${shortcutLabel('Mod+Shift+Z')})`}>
        ↷
      </button>
      <button className="btn" onClick={() => setExporting(true)} title={dirty ? `Export revision ${saved.revision} (unsaved edits are not exported)` : 'Export as a test script or a recording'}>
        Export as…
      </button>
      <button className="btn" onClick={() => void save()} disabled={!dirty} title={`Save a new revision (${shortcutLabel('Mod+S')})`}>
        Save
      </button>
      {site && (
        <span className="run-site">
          <span className="pill pill-warn" data-testid="run-site-pill" title={`This run and the next ones from this editor go to ${site} instead of the flow's own site, until you empty it (× or Values…) or open another flow`}>
            on {hostOf(site)} · next runs too
          </span>
          <button
            className="icon-btn"
            aria-label={`Stop running on ${hostOf(site)}: back to the flow's own site`}
            title="Back to the flow's own site for the next runs"
            disabled={!!live}
            onClick={() => {
              siteRef.current = '';
              setSite('');
              focusNext.current = 'lost';
            }}
          >
            ×
          </button>
        </span>
      )}
      <button
        className="btn"
        onClick={() => void run({ askValues: true })}
        disabled={busy || !!live}
        title={hasValues ? 'Change the values of the variables and secrets, or the site, then run all steps' : 'Run all steps on another site (a test server, a new release)'}
      >
        {hasValues ? 'Values…' : 'Run on…'}
      </button>
      {live ? (
        <StopButton key={live.runId} onStop={() => void cancelRun()}>
          ■ Stop run ({liveDone}/{live.to - live.from + 1})
        </StopButton>
      ) : (
        <button
          ref={runAllRef}
          className="btn btn-primary"
          onClick={() => void run()}
          disabled={busy}
          title={`Run all steps (${shortcutLabel('Mod+Enter')})${hasValues && Object.keys(values).length ? ' with the values given last; Values… changes them' : ''}`}
        >
          ▶ Run all
        </button>
      )}
    </>
  );

  const sub = (
    <>
      <label className="start-url">
        <span className="muted small">Start URL</span>
        <CommitInput className="mono" aria-label="Start URL" value={draft.startUrl} onCommit={(url) => void edit([{ op: 'setStartUrl', url }])} />
      </label>
      <label className="tags-edit">
        <span className="muted small">Tags</span>
        <CommitInput
          aria-label="Tags"
          value={(draft.tags ?? []).join(', ')}
          placeholder="tags, comma-separated"
          onCommit={(text) => {
            const tags = text.split(',').map((s) => s.trim().replace(/^#/, '')).filter(Boolean);
            if (tags.join(',') !== (draft.tags ?? []).join(',')) void edit([{ op: 'setTags', tags }]);
          }}
        />
      </label>
      <label className="sites-edit">
        <span className="muted small">Other sites</span>
        <CommitInput
          className="mono"
          aria-label="Other sites"
          value={(draft.allowedOrigins ?? []).join(', ')}
          placeholder="e.g. https://login.example.com"
          title={`Sites the flow may visit besides its Start URL’s, comma-separated (a sign-in or payment site): a run stops a step that goes anywhere else${draft.allowedOrigins?.length ? `\nNow: ${draft.allowedOrigins.join(', ')}` : ''}`}
          onCommit={(text) => {
            const sites = text.split(',').map((x) => x.trim()).filter(Boolean);
            if (sites.join(',') !== (draft.allowedOrigins ?? []).join(',')) void edit([{ op: 'setSites', sites }]);
          }}
        />
      </label>
      {startFailure && (
        <div className="alert alert-error run-start-failure" role="alert">
          <span>
            {startFailure.steps.some((r) => r.status === 'passed') ? 'Run failed' : 'Run failed before any step'}: {startFailure.error}
          </span>
          <button className="icon-btn" aria-label="Dismiss" title="Dismiss" onClick={() => setDismissedFailure(startFailure.id)}>
            ×
          </button>
        </div>
      )}
      <nav className="tabs" role="tablist">
        {(['steps', 'runs', 'variables', 'history'] as Tab[]).map((t) => (
          <a key={t} role="tab" aria-selected={tab === t} className={`tab ${tab === t ? 'tab-on' : ''}`} href={`#/t/${id}${t === 'steps' ? '' : '/' + t}`}>
            {t === 'steps' ? `Steps (${steps.length})` : t === 'runs' ? `Runs (${runs.length})` : t === 'variables' ? `Variables (${draft.variables?.length ?? 0})` : 'History'}
          </a>
        ))}
      </nav>
    </>
  );

  const stepsTab =
    tab === 'steps'
      ? {
          timeline: <StepTimeline steps={steps} selected={sel} results={results} shots={shots} running={!!live} problemsByStep={probs} cmd={stepCmd} disabled={!!live} recorded={recorded} />,
          stage: (
            <LivePagePanel
              mirrorSession={mirrorSession}
              ownSession={sessionId}
              frame={page.frame}
              highlight={page.highlight}
              running={!!live}
              failed={!!failure}
              opening={page.opening}
              picking={!!picking}
              lastRun={runs[0]}
              onOpen={() => void page.openSession()}
              onClose={() => void page.closeSession()}
              onPick={onPick}
              onInstruct={instruct}
              pickHover={pickHover.hover}
              onPointer={pickHover.move}
              large={large}
              onToggleLarge={toggleLarge}
              demoSession={sessionId && !live && !failure ? sessionId : null}
              beforeInput={async () => {
                if (sessionId && draftRef.current) await api.UpdateDraft(sessionId, draftRef.current);
              }}
              onRecorded={(t, i) => {
                d.set(t);
                setSel(i);
              }}
              tools={
                sessionId && !live && !failure ? (
                  <PageTools
                    sessionId={sessionId}
                    before={async () => void (draftRef.current && (await api.UpdateDraft(sessionId, draftRef.current)))}
                    onAdded={(r) => {
                      d.set(r.trajectory);
                      setSel(r.trajectory.steps.length - 1);
                    }}
                    onExtracted={(r) => {
                      if (!r.step) return;
                      d.set(r.trajectory);
                      setSel(r.trajectory.steps.length - 1);
                    }}
                  />
                ) : undefined
              }
            />
          ),
          inspector: failureShown ? (
            <FailurePanel
              key={`${failureShown.run.id}:${failureShown.result.stepId}`}
              run={failureShown.run}
              result={failureShown.result}
              step={failedStep}
              recordedOn={recordedOn(failedStep, failureShown.run)}
              busy={busy || !!live}
              canPick={!!failureShown.sessionId}
              picking={picking === 'fix'}
              siteAllowed={siteAllowed(failureShown.result.offSite)}
              onAllowSite={allowSite}
              startUrl={startUrlFix}
              onSetStartUrl={setStartUrlBack}
              onRestart={() => void run()}
              onAcceptSuggestion={(i) => {
                const s = failureShown.result.suggestions?.[i];
                void acceptFix({ suggestion: i }, s ? refusal(s).what : 'suggestion');
              }}
              onAcceptHeal={() => void acceptFix({ heal: true }, failureShown.result.heal ? targetText(failureShown.result.heal.new) : 'healed element')}
              onPick={() => startPick('fix')}
              onContinue={() => void retry()}
              onDismiss={closeFailure}
              onEditStep={() => {
                closeFailure();
                focusNext.current = 'Expected URL';
              }}
              onShowStep={(i) => {
                setSel(i);
                focusNext.current = 'step';
              }}
            />
          ) : reviewShown && draft ? (
            <HealReview
              trajectoryId={id}
              run={reviewShown.run}
              result={reviewShown.result}
              step={steps.find((s) => s.id === reviewShown.result.stepId)}
              busy={busy || !!live}
              onAccepted={(t, what) => {
                d.reset(t);
                setReview(null);
                focusNext.current = 'step';
                toast(`Step ${reviewShown.result.index + 1}: ${what} — revision ${t.revision}`, { kind: 'ok' });
              }}
              onDismiss={() => {
                setReview(null);
                focusNext.current = 'step';
              }}
            />
          ) : step ? (
            <>
              {failure && failedStep === step && (
                <div className="alert alert-error failure-note" role="note">
                  <span>✕ This step failed on replay.</span>
                  <button className="btn btn-sm" onClick={() => setFailure({ ...failure, open: true })}>
                    Show the failure
                  </button>
                </div>
              )}
              {stale.proposals[step.id] && (
                <StaleInstruction
                  step={step}
                  proposal={stale.proposals[step.id]}
                  onUpdate={() => {
                    const instruction = stale.proposals[step.id];
                    stale.dismiss(step.id);
                    void edit([{ op: 'updateStep', index: sel, step: { ...step, instruction } }]);
                  }}
                  onKeep={() => stale.dismiss(step.id)}
                />
              )}
            <StepInspector
              offPage={offPage(sel)}
              step={step}
              index={sel}
              actions={actions}
              variables={draft.variables ?? []}
              checks={page.checks}
              checking={page.checking}
              canPick={!!mirrorSession}
              picking={picking === 'step'}
              onPick={() => startPick('step')}
              onUpdate={(s) => void edit([{ op: 'updateStep', index: sel, step: s }])}
              onSetTarget={(t) => void edit([{ op: 'setTarget', index: sel, target: t }])}
              onRecheck={() => void page.recheck()}
              instructionRef={instructionRef}
              onRead={(ins) => readStep(sel, ins)}
              reading={reading}
              onOpenPage={() => void page.openSession()}
              opening={page.opening}
              problems={problems.filter((p) => p.step > 0 && (p.stepId ? p.stepId === step.id : p.step === sel + 1))}
              playground={step.target && <LocatorPlayground
                    sessionId={mirrorSession}
                    target={step.target}
                    onSetTarget={(t) => void edit([{ op: 'setTarget', index: sel, target: t }])}
                    onUseElement={(x, y) => void targetAt(x, y, 'step')}
                  />}
            />
            </>
          ) : (
            <p className="muted pad">Select a step.</p>
          ),
        }
      : {};

  return (
    <WorkspaceLayout banner={banner} head={head} sub={sub} large={large} failing={!!failureShown || !!reviewShown} {...stepsTab}>
      {tab === 'runs' &&
        (traceId ? (
          <RunTrace trajectoryId={id} runId={traceId} steps={steps} onBack={() => navigate(`/t/${id}/runs`)} />
        ) : diffIds ? (
          diff ? <RunDiffView diff={diff} onBack={() => navigate(`/t/${id}/runs`)} /> : <p className="muted pad">Comparing…</p>
        ) : (
          <RunHistory
            runs={runs}
            steps={steps}
            onCompare={(a, b) => navigate(`/t/${id}/runs/${a}/${b}`)}
            onTrace={(r) => navigate(`/t/${id}/runs/${r.id}`)}
            onOpen={(r) => {
              const f = r.steps.find((s) => s.status === 'failed');
              const healed = r.steps.find((s) => s.heal);
              if (f) {
                setFailure({ run: r, result: f, sessionId: '', open: true });
                setSel(f.index);
              } else if (healed) {
                setReview({ run: r, result: healed });
                setSel(healed.index);
              }
              navigate(`/t/${id}`);
            }}
          />
        ))}

      {tab === 'variables' && (
        <VariablesPanel
          variables={draft.variables ?? []}
          steps={steps}
          startUrl={draft.startUrl}
          onSet={(v) => void edit([{ op: 'setVariable', variable: v }])}
          onRemove={(name) => void edit([{ op: 'removeVariable', name }])}
        />
      )}

      {tab === 'history' && (
        <RevisionsPanel
          trajectoryId={id}
          revisions={revisions}
          current={saved.revision}
          onRestore={async (rev) => {
            if (dirty && !(await confirm.ask({ title: 'Drop your unsaved edits?', body: `Restoring revision ${rev} drops your unsaved edits.`, yes: `Drop them and restore revision ${rev}`, no: 'Keep editing' })))
              return;
            try {
              const t = await api.RestoreRevision(id, rev);
              d.reset(t);
              toast(`Restored revision ${rev} as revision ${t.revision}`, { kind: 'ok' });
            } catch (e) {
              toast(errorText(e), { kind: 'error' });
            }
          }}
        />
      )}

      {offer && (
        <WrongPageOffer
          {...offer}
          onCancel={() => setOffer(null)}
          onRunHere={() => {
            setOffer(null);
            void run({ from: offer.index, to: offer.index });
          }}
          onReplayBefore={() => {
            setOffer(null);
            void run({ from: offer.index, to: offer.index, prepare: true });
          }}
          onOpen={async () => {
            setOffer(null);
            try {
              if (sessionId) await api.Navigate(sessionId, offer.want);
              void run({ from: offer.index, to: offer.index });
            } catch (e) {
              toast(errorText(e), { kind: 'error' });
            }
          }}
        />
      )}
      {exporting && <ExportDialog id={id} revision={saved.revision} name={saved.name} onClose={() => setExporting(false)} />}
      {unsaved.dialog}
      {confirm.dialog}
      {leave.dialog}
      {leaveUnsaved.dialog}
      {prompt && (
        <RunInputsDialog
          inputs={prompt.inputs}
          initial={values}
          again={Object.keys(values).length > 0}
          onCancel={() => {
            prompt.resolve(null);
            setPrompt(null);
          }}
          site={site}
          flowStart={draft.startUrl}
          declared={declared}
          onSubmit={(v, at) => {
            siteRef.current = at;
            setSite(at);
            prompt.resolve(v);
            setPrompt(null);
          }}
        />
      )}
    </WorkspaceLayout>
  );
}

// RUN_QUIET_MS is how long one-key shortcuts stay off after a run starts.
export const RUN_QUIET_MS = 1000;

/** useRunStartQuiet is true for RUN_QUIET_MS after each new run (runId) starts. */
function useRunStartQuiet(runId: string | undefined): boolean {
  // doneFor is the run whose quiet time is over: a new run is quiet from its first render.
  const [doneFor, setDoneFor] = useState('');
  useEffect(() => {
    if (!runId) return;
    const t = setTimeout(() => setDoneFor(runId), RUN_QUIET_MS);
    return () => clearTimeout(t);
  }, [runId]);
  return !!runId && doneFor !== runId;
}

/** useForgetClosedFailurePage forgets the failed run's page once it is closed (the panel can no longer pick on it). */
function useForgetClosedFailurePage(failure: Failure | null, setFailure: (f: Failure | null) => void) {
  useEvent('session:closed', (e) => {
    if (failure && e.sessionId === failure.sessionId) setFailure({ ...failure, sessionId: '' });
  });
}

// STOP_ARM_MS is how long ■ Stop run ignores clicks after it takes Run
// all's place: the second click of a double-click on Run all lands on it.
export const STOP_ARM_MS = 700;

/** StopButton is ■ Stop run; clicks in its first STOP_ARM_MS are taken as a doubled click on Run all, and ignored. */
function StopButton({ onStop, children }: { onStop: () => void; children: ReactNode }) {
  const [shownAt] = useState(() => Date.now());
  return (
    <button className="btn btn-danger" title="Stop the run" onClick={() => Date.now() - shownAt >= STOP_ARM_MS && onStop()}>
      {children}
    </button>
  );
}

/** leavesEditor says whether going to hash leaves the editor of flow id (its own tabs do not). */
function leavesEditor(id: string, hash: string): boolean {
  const [top, tid] = parseHash(hash).parts;
  return !(top === 't' && tid === id);
}

/**
 * useRunLeaveGuard asks before the editor goes away while a run is under
 * way: the editor's live page closes with it, and so would the run on it.
 * Every way out (←, a link out of this flow, the app's shortcuts, the
 * browser's Back and Forward) reaches the router, which holds it while the
 * question is open (useHold): Stop and leave stops the run, then goes;
 * Stay stays. Moving between the editor's own tabs is not leaving. A
 * reload or a closed window gets the browser's own question.
 */
function useRunLeaveGuard(id: string, running: boolean, stop: () => Promise<void>) {
  const [asking, setAsking] = useState(false);
  const runningRef = useRef(running);
  runningRef.current = running;
  // answer settles the router's hold of the way out (true: go on).
  const answer = useRef<((go: boolean) => void) | null>(null);
  useHold((hash) => {
    if (!runningRef.current || !leavesEditor(id, hash)) return null;
    answer.current?.(false);
    setAsking(true);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  });
  useEffect(() => {
    const onUnload = (e: BeforeUnloadEvent) => {
      if (runningRef.current) e.preventDefault();
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, []);
  const go = useCallback(() => {
    setAsking(false);
    answer.current?.(true);
    answer.current = null;
  }, []);
  // The run ended while the question was open: nothing to stop, go on.
  useEffect(() => {
    if (!running && asking) go();
  }, [running, asking, go]);
  const stay = () => {
    answer.current?.(false);
    answer.current = null;
    setAsking(false);
  };
  const dialog =
    !asking ? null : (
      <Modal
        title="Stop the run?"
        onClose={stay}
        className="modal-ask"
        footer={
          <>
            <button
              className="btn btn-danger"
              onClick={async () => {
                await stop();
                go();
              }}
            >
              Stop and leave
            </button>
            <button className="btn btn-primary" onClick={stay}>
              Stay
            </button>
          </>
        }
      >
        <p>A run is under way: stop it and leave?</p>
      </Modal>
    );
  return { dialog, open: asking };
}
