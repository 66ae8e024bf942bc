import { describe, expect, it } from 'vitest';
import type { Trajectory } from '../api/generated';
import { FakeStudio, fixtures } from './fakeStudio';

// The fake studio answers the editor's calls with Go's own rules
// (backend/studio/editor, run as WebAssembly), not a TypeScript copy:
// these answers are the ones the desktop app and `reprise serve` give.
describe("the fake studio edits with Go's editor rules", () => {
  const login = () => structuredClone(fixtures.login);

  it('refuses the edits Go refuses, with the message Go gives', async () => {
    const api = new FakeStudio().api();
    await expect(api.EditTrajectory(login(), [{ op: 'move', from: 0, to: 1 }, { op: 'delete', index: 9 }])).rejects.toMatchObject({
      code: 'bad_request',
      message: 'edit 2 (delete): step index 9 is out of range (the trajectory has 4 steps)',
    });
    await expect(api.EditTrajectory(login(), [{ op: 'setStartUrl', url: 'not a url' }])).rejects.toMatchObject({
      code: 'bad_request',
      message: expect.stringContaining('"not a url" is not a web address: type a full address such as https://example.com/login'),
    });
    await expect(api.EditTrajectory(login(), [{ op: 'setStartUrl', url: 'file:///tmp/login.html' }])).rejects.toMatchObject({
      message: expect.stringContaining('file: URLs are turned off in this app'),
    });
  });

  it('gives fresh ids, completes Start URLs, declares variables and drops secret defaults as Go does', async () => {
    const t: Trajectory = login();
    t.steps[3].id = 's9';
    const r = await new FakeStudio().api().EditTrajectory(t, [
      { op: 'duplicate', index: 0 }, // the smallest sN past the step count that is free: s5 (not s4)
      { op: 'updateStep', index: 1, step: { id: 'ignored', action: 'fill', target: t.steps[0].target, value: '{{email}}' } },
      { op: 'setStartUrl', url: ' localhost:8099/login.html ' },
      { op: 'setVariable', variable: { name: ' password ', default: 'hunter2', secret: true } },
      { op: 'setTags', tags: [' smoke', '', 'smoke', 'auth '] },
    ]);
    expect(r.trajectory.steps.map((s) => s.id)).toEqual(['s1', 's5', 's2', 's3', 's9']);
    expect(r.trajectory.startUrl).toBe('http://localhost:8099/login.html'); // this machine: http
    expect(r.trajectory.variables).toEqual([{ name: 'user', default: 'ann@example.com' }, { name: 'password', secret: true }, { name: 'email' }]);
    expect(r.trajectory.tags).toEqual(['smoke', 'auth']);
    expect(r.problems).toEqual([]);
    expect(t.steps.map((s) => s.id)).toEqual(['s1', 's2', 's3', 's9']); // the input is not changed
  });

  it('reports what is still wrong, as Go validates it', async () => {
    const api = new FakeStudio().api();
    const r = await api.EditTrajectory(login(), [{ op: 'updateStep', index: 2, step: { id: 's3', action: 'click' } }]);
    const problem = { step: 3, stepId: 's3', field: 'target', message: 'is required for click' };
    expect(r.problems).toEqual([problem]);
    expect(await api.ValidateTrajectory(r.trajectory)).toEqual([problem]);
    expect(await api.ValidateTrajectory(login())).toEqual([]);
  });

  it('lists every action with the arguments Go asks for', async () => {
    const actions = await new FakeStudio().api().ListActions();
    const byName = new Map(actions.map((a) => [a.action, a]));
    // The drag's drop target is asked for because the validator wants it, not because a copy says so.
    expect(byName.get('drag-and-drop')).toEqual({ action: 'drag-and-drop', target: 'required', value: 'none', url: 'none', key: 'none', dropTarget: 'required' });
    expect(byName.get('press')).toMatchObject({ target: 'optional', key: 'required' });
    expect(byName.get('goto')).toMatchObject({ target: 'none', url: 'required' });
    expect(actions.length).toBeGreaterThan(10);
  });
});
