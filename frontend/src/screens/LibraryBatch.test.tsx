import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Batch, Trajectory } from '../api/generated';
import { FakeStudio, fixtures } from '../test/fakeStudio';
import { renderWith } from '../test/render';
import { Library, checkState } from './Library';

const info = { version: 't', mode: 'web' as const, storeDir: '/s', dialogs: false };

/** three flows: the login fixture (a secret, #smoke), Check out (#shop) and Reset (#smoke, no variables); newest first. */
function threeFlows(): FakeStudio {
  const fake = new FakeStudio();
  const flow = (id: string, name: string, tags: string[], updatedAt: string, variables: Trajectory['variables'] = []): Trajectory => ({
    ...structuredClone(fixtures.login), id, name, tags, updatedAt, variables,
  });
  fake.trajectories.set(fixtures.login.id, { ...structuredClone(fixtures.login), updatedAt: '2026-11-20T10:00:00Z' });
  fake.trajectories.set('checkout1', flow('checkout1', 'Check out', ['shop'], '2026-11-21T10:00:00Z'));
  fake.trajectories.set('reset1', flow('reset1', 'Reset the password', ['smoke'], '2026-11-22T10:00:00Z'));
  // ListTrajectories answers newest first, as the store does.
  const list = fake.handlers.ListTrajectories;
  fake.handle('ListTrajectories', async (f) => (await list(f)).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)));
  return fake;
}

function box(name: string) {
  return screen.getByRole('checkbox', { name: `Select ${name}` });
}

/** batchOf is a batch of the fake's flows with ids, each with the given fields. */
function batchOf(fake: FakeStudio, status: Batch['status'], current: number, flows: [string, Partial<Batch['flows'][number]>][]): Batch {
  return {
    id: 'batch1', status, current, startedAt: '2026-11-29T10:00:00Z', durationMs: status === 'running' ? undefined : 4200,
    flows: flows.map(([id, f]) => ({ trajectoryId: id, name: fake.trajectories.get(id)?.name ?? '', status: 'waiting', steps: 4, done: 0, ...f })),
  };
}

describe('Library: run several flows in one go', () => {
  beforeEach(() => sessionStorage.clear());

  it('selects the current row with Space, and all the rows the search shows with the box above them', async () => {
    const user = userEvent.setup();
    renderWith(<Library info={info} />, threeFlows());
    await screen.findByText('Check out');
    expect(screen.getByText(/Select flows \(Space/)).toBeInTheDocument();
    // The first row (Reset, the newest) is current: Space selects it, ↓ Space the next.
    await user.keyboard(' {ArrowDown} ');
    expect(box('Reset the password')).toBeChecked();
    expect(box('Check out')).toBeChecked();
    expect(box('Log in')).not.toBeChecked();
    expect(screen.getByRole('button', { name: '▶ Run 2 selected' })).toBeEnabled();
    await user.keyboard('{ArrowUp} ');
    expect(box('Reset the password')).not.toBeChecked();

    // Search shows Reset only: "select all shown" selects it, not the others.
    await user.type(screen.getByLabelText('Search trajectories'), 'reset');
    expect(screen.queryByText('Check out')).not.toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Select all shown' });
    expect(all).not.toBeChecked();
    await user.click(all);
    expect(box('Reset the password')).toBeChecked();
    expect(all).toBeChecked();
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByText('(1 not shown by the filter)')).toBeInTheDocument();
    // Again: the shown ones are unselected; the hidden one stays.
    await user.click(all);
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  });

  it('checkState says whether all, some or none of the shown flows are selected', () => {
    const shown = [{ id: 'a' }, { id: 'b' }];
    expect(checkState(shown, new Set(['a', 'b', 'z']))).toBe('all');
    expect(checkState(shown, new Set(['b']))).toBe('some');
    expect(checkState(shown, new Set(['z']))).toBe('none');
    expect(checkState([], new Set())).toBe('none');
  });

  it('asks once for the values the selected flows need, in the run dialog, then runs them in the Library\'s order', async () => {
    const user = userEvent.setup();
    const { fake } = renderWith(<Library info={info} />, threeFlows());
    await screen.findByText('Check out');
    await user.click(box('Log in'));
    await user.click(box('Reset the password'));
    await user.click(screen.getByRole('button', { name: '▶ Run 2 selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Values for these 2 flows' });
    // The secret the login needs, named with the flow that uses it; no site field (each flow has its own).
    const password = within(dialog).getByLabelText(/password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAccessibleDescription('Used by Log in');
    expect(within(dialog).queryByText(/Site for this flow/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Run' })).toBeDisabled();
    await user.type(password, 'secret123{Enter}');
    await waitFor(() => expect(fake.callsTo('StartBatch')).toHaveLength(1));
    expect(fake.callsTo('BatchInputs')).toEqual([[['reset1', fixtures.login.id]]]);
    expect(fake.callsTo('StartBatch')[0]).toEqual([{ trajectoryIds: ['reset1', fixtures.login.id], values: { password: 'secret123' } }]);
    // ■ Stop has the keyboard; the run shows at once, every flow waiting.
    expect(await screen.findByRole('button', { name: '■ Stop' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Running 2 flows: 0 done…' })).toBeInTheDocument();

    // Run again once it ended: the secret given is not asked again.
    act(() => fake.emit('batch:state', batchOf(fake, 'passed', -1, [['reset1', { status: 'passed' }], [fixtures.login.id, { status: 'passed' }]])));
    await user.click(screen.getByRole('button', { name: '▶ Run 2 selected' }));
    await waitFor(() => expect(fake.callsTo('StartBatch')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.callsTo('StartBatch')[1]).toEqual([{ trajectoryIds: ['reset1', fixtures.login.id], values: { password: 'secret123' } }]);
  });

  it('runs flows that need no values at once (Ctrl+Enter), and every flow of the tag filtered by', async () => {
    const user = userEvent.setup();
    const { fake } = renderWith(<Library info={info} />, threeFlows());
    await screen.findByText('Check out');
    await user.click(box('Check out'));
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(fake.callsTo('StartBatch')).toEqual([[{ trajectoryIds: ['checkout1'], values: {} }]]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => fake.emit('batch:state', batchOf(fake, 'passed', -1, [['checkout1', { status: 'passed' }]])));
    await user.click(screen.getByRole('button', { name: '#smoke' }));
    await user.click(screen.getByRole('button', { name: '▶ Run all 2 flows tagged #smoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Values for these 2 flows' });
    await user.type(within(dialog).getByLabelText(/password/), 'pw{Enter}');
    await waitFor(() => expect(fake.callsTo('StartBatch')[1]).toEqual([{ trajectoryIds: ['reset1', fixtures.login.id], values: { password: 'pw' } }]));
  });

  it('shows which flow runs and how far, stops on Esc, and ends with a summary: each flow\'s status, time, failure in words and run', async () => {
    const user = userEvent.setup();
    const fake = threeFlows();
    renderWith(<Library info={info} />, fake);
    await screen.findByText('Check out');
    act(() =>
      fake.emit('batch:state', batchOf(fake, 'running', 1, [
        ['reset1', { status: 'passed', durationMs: 1200, runId: 'r1', done: 4 }],
        ['checkout1', { status: 'running', done: 2 }],
        [fixtures.login.id, {}],
      ])),
    );
    const panel = screen.getByRole('region', { name: 'Run of selected flows' });
    expect(within(panel).getByRole('heading', { name: 'Running 2 of 3: Check out…' })).toBeInTheDocument();
    expect(within(panel).getByText('step 3 of 4…')).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent('Running 2 of 3: Check out…');
    expect(within(panel).getByRole('link', { name: 'Run details of Reset the password' })).toHaveAttribute('href', '#/t/reset1/runs/r1');

    await user.keyboard('{Escape}');
    expect(fake.callsTo('Cancel')).toEqual([['batch1']]);

    act(() =>
      fake.emit('batch:state', batchOf(fake, 'cancelled', -1, [
        ['reset1', { status: 'passed', durationMs: 1200, runId: 'r1', done: 4 }],
        ['checkout1', { status: 'cancelled', durationMs: 800, runId: 'r2', error: 'cancelled: the run was stopped while this flow ran' }],
        [fixtures.login.id, { status: 'skipped', error: 'not run: the run was stopped before this flow started' }],
      ])),
    );
    expect(within(panel).getByRole('heading', { name: /3 flows: 1 passed, 1 cancelled, 1 not run/ })).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent('Run finished.');
    expect(within(panel).queryByRole('button', { name: '■ Stop' })).not.toBeInTheDocument();
    // A stopped run's flows can be run again; Esc stops nothing more.
    await user.keyboard('{Escape}');
    expect(fake.callsTo('Cancel')).toHaveLength(1);

    act(() =>
      fake.emit('batch:state', {
        ...batchOf(fake, 'failed', -1, [
          ['reset1', { status: 'passed', durationMs: 1200, runId: 'r1' }],
          ['checkout1', { status: 'failed', durationMs: 2300, runId: 'r3', failedStep: 2, failedInstruction: 'click Place order', error: 'step 2 failed: no element matches "Place order"' }],
          ['gone1', { status: 'failed', error: 'not run: this flow is no longer in the library (it was deleted); reload the Library' }],
        ]),
        id: 'batch2',
      }),
    );
    const row = (name: string) => within(panel).getByRole('row', { name: new RegExp(name) });
    expect(within(row('Check out')).getByText('Step 2 “click Place order”: no element matches "Place order"')).toBeInTheDocument();
    expect(within(row('Check out')).getByText('2.3 s')).toBeInTheDocument();
    expect(within(row('Check out')).getByRole('link', { name: 'Run details of Check out' })).toHaveAttribute('href', '#/t/checkout1/runs/r3');
    expect(within(row('A flow no longer in the library')).getByText(/not run: this flow is no longer in the library/)).toBeInTheDocument();
    expect(within(row('A flow no longer in the library')).queryByRole('link')).not.toBeInTheDocument();

    // Run the failed one again (not the flow that is gone), then close the summary for good.
    await user.click(within(panel).getByRole('button', { name: '▶ Run the one that did not pass again' }));
    await waitFor(() => expect(fake.callsTo('StartBatch').at(-1)).toEqual([{ trajectoryIds: ['checkout1'], values: {} }]));
    act(() => fake.emit('batch:state', { ...batchOf(fake, 'passed', -1, [['checkout1', { status: 'passed' }]]), id: 'batch3' }));
    await user.click(screen.getByRole('button', { name: 'Close the summary' }));
    expect(screen.queryByRole('region', { name: 'Run of selected flows' })).not.toBeInTheDocument();
  });

  it('shows the run under way, or the last one, when the Library opens, unless its summary was closed', async () => {
    const fake = threeFlows();
    fake.handle('GetBatch', () => batchOf(fake, 'failed', -1, [['checkout1', { status: 'failed', error: 'step 1 failed: gone' }]]));
    const first = renderWith(<Library info={info} />, fake);
    expect(await screen.findByRole('heading', { name: /1 flow: 0 passed, 1 failed/ })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close the summary' }));
    first.unmount();
    renderWith(<Library info={info} />, fake);
    await screen.findByText('Check out');
    await waitFor(() => expect(fake.callsTo('GetBatch')).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Run of selected flows' })).not.toBeInTheDocument();
  });
});
