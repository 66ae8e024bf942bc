import { describe, expect, it } from 'vitest';
import type { RunStarted, StepResult } from '../api/generated';
import { initialLiveRun, liveRunReducer } from './liveRun';

const result = (stepId: string, status: StepResult['status'] = 'passed') => ({ stepId, index: 0, status, durationMs: 1 }) as StepResult;
const started: RunStarted = { runId: 'r1', sessionId: 's1', trajectoryId: 't', revision: 1, total: 3, from: 0, to: 2 };

describe('liveRunReducer', () => {
  it('follows a run from start to finish, step by step', () => {
    let s = liveRunReducer(initialLiveRun, { type: 'started', run: started });
    expect(s.live).toMatchObject({ runId: 'r1', sessionId: 's1', from: 0, to: 2 });
    s = liveRunReducer(s, { type: 'step', runId: 'r1', result: result('a'), lastIndex: 2 });
    s = liveRunReducer(s, { type: 'step', runId: 'r1', result: result('b', 'failed'), lastIndex: 2 });
    expect(Object.keys(s.live!.results)).toEqual(['a', 'b']);
    s = liveRunReducer(s, { type: 'finished', runId: 'r1' });
    expect(s.live).toBeNull();
  });

  it('ignores events that arrive after the run ended', () => {
    let s = liveRunReducer(initialLiveRun, { type: 'started', run: started });
    s = liveRunReducer(s, { type: 'finished', runId: 'r1' });
    s = liveRunReducer(s, { type: 'step', runId: 'r1', result: result('a'), lastIndex: 2 });
    s = liveRunReducer(s, { type: 'started', run: started });
    expect(s.live).toBeNull();
  });

  it('follows a run first seen through a step event', () => {
    const s = liveRunReducer(initialLiveRun, { type: 'step', runId: 'r2', result: result('a'), lastIndex: 3 });
    expect(s.live).toMatchObject({ runId: 'r2', from: 0, to: 3 });
  });
});
