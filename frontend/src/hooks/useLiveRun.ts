import { useCallback, useReducer, useRef } from 'react';
import type { Run, RunStarted } from '../api/generated';
import { useEvent } from '../lib/api-context';
import { initialLiveRun, liveRunReducer } from './liveRun';

/**
 * useLiveRun follows the runs of one trajectory from the studio's events
 * (run:started, run:step, run:finished) through liveRunReducer. onFinished
 * gets the finished run and the live page it ran on ('' when unknown).
 */
export function useLiveRun(trajectoryId: string, stepCount: number, onFinished: (run: Run, sessionId: string) => void) {
  const [state, dispatch] = useReducer(liveRunReducer, initialLiveRun);
  const stateRef = useRef(state);
  stateRef.current = state;
  const finishedRef = useRef(onFinished);
  finishedRef.current = onFinished;

  /** track follows a run the UI started itself (its run:started may have gone to another listener). */
  const track = useCallback((r: RunStarted) => dispatch({ type: 'started', run: r }), []);

  useEvent('run:started', (r) => r.trajectoryId === trajectoryId && dispatch({ type: 'started', run: r }));
  useEvent('run:step', (e) => {
    if (e.trajectoryId !== trajectoryId) return;
    dispatch({ type: 'step', runId: e.runId, result: e.result, lastIndex: stepCount - 1 });
  });
  useEvent('run:finished', (e) => {
    if (e.trajectoryId !== trajectoryId) return;
    const live = stateRef.current.live;
    const sid = live?.runId === e.runId ? live.sessionId : '';
    dispatch({ type: 'finished', runId: e.runId });
    finishedRef.current(e.run, sid);
  });

  return { live: state.live, track };
}
