import type { RunStarted, StepResult } from '../api/generated';

/** LiveRun is a run under way: its scope, the page it runs on and the step results so far. */
export interface LiveRun { runId: string; sessionId: string; from: number; to: number; results: Record<string, StepResult> }

/** LiveRunState is the run under way (if any) and the ids of runs that already ended. */
export interface LiveRunState { live: LiveRun | null; finished: string[] }

/** LiveRunAction is what happens to a run: it starts, a step ends, the run ends. */
export type LiveRunAction =
  | { type: 'started'; run: RunStarted }
  | { type: 'step'; runId: string; result: StepResult; lastIndex: number }
  | { type: 'finished'; runId: string };

/** initialLiveRun is the state with no run under way. */
export const initialLiveRun: LiveRunState = { live: null, finished: [] };

/**
 * liveRunReducer follows one run from its events. Events of a run that
 * already ended are ignored (they can arrive late, after run:finished), and
 * a step event for a run not yet seen starts following it.
 */
export function liveRunReducer(s: LiveRunState, a: LiveRunAction): LiveRunState {
  switch (a.type) {
    case 'started': {
      const r = a.run;
      if (s.finished.includes(r.runId) || s.live?.runId === r.runId) return s;
      return { ...s, live: { runId: r.runId, sessionId: r.sessionId, from: r.from, to: r.to, results: {} } };
    }
    case 'step': {
      if (s.finished.includes(a.runId)) return s;
      const cur = s.live;
      const base = cur && cur.runId === a.runId ? cur : { runId: a.runId, sessionId: cur?.sessionId ?? '', from: 0, to: a.lastIndex, results: {} };
      return { ...s, live: { ...base, results: { ...base.results, [a.result.stepId]: a.result } } };
    }
    case 'finished':
      return { live: null, finished: [...s.finished.slice(-49), a.runId] };
  }
}
