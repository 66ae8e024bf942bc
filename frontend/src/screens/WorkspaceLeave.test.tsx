import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Edit, Status } from '../api/generated';
import { useKeys } from '../lib/keys';
import { navigate, parseHash, useRoute } from '../lib/router';
import { FakeStudio, fixtures } from '../test/fakeStudio';
import { renderWith } from '../test/render';
import { Workspace } from './Workspace';

// The flow editor's ways out and its keyboard: leaving with unsaved edits
// asks (Save / Discard / Stay), a step 1 that failed because the run
// started on another page offers the recorded Start URL back, reading an
// instruction without the live page says so and keeps its notice, Esc
// stops a run, and the keyboard lands where the user was after a delete
// or a cancelled values dialog. Edits go through the editor's rules in Go
// (goEditor.ts).

const id = fixtures.login.id;
const login = fixtures.login.startUrl;
const shop = 'http://127.0.0.1:8099/shop.html';

function open(fake = new FakeStudio()) {
  const path = `/t/${id}`;
  window.location.hash = '#' + path;
  return renderWith(<Workspace id={id} route={parseHash(path)} />, fake);
}

/** Shell is the app around the editor: a rail link, the g shortcut, the screens it leaves for. */
function Shell() {
  const route = useRoute();
  useKeys({ g: () => navigate('/') });
  const [top, tid] = route.parts;
  return (
    <>
      <a href="#/settings">Settings</a>
      {top === 't' && tid ? <Workspace key={tid} id={tid} route={route} /> : <p>{top === 'settings' ? 'Settings screen' : 'Library screen'}</p>}
    </>
  );
}

const lastEdits = (fake: FakeStudio) => fake.callsTo('EditTrajectory').at(-1)?.[1] as Edit[];
const titles = () => screen.getAllByTestId('step').map((li) => li.querySelector('.tl-title')?.textContent);

async function startRun(user: ReturnType<typeof userEvent.setup>, fake: FakeStudio) {
  const before = fake.callsTo('StartRun').length;
  await user.click(screen.getByRole('button', { name: /Run all/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Values for this run' });
  await user.type(within(dialog).getByLabelText(/password/), 'secret123{Enter}');
  await waitFor(() => expect(fake.callsTo('StartRun')).toHaveLength(before + 1));
  return screen.findByRole('button', { name: /Stop run/ });
}

/** openShell opens the editor of the login flow in the app's shell (rail, routes) and waits for its steps. */
async function openShell(fake = new FakeStudio()) {
  window.location.hash = `#/t/${id}`;
  renderWith(<Shell />, fake);
  await screen.findAllByTestId('step');
  return fake;
}

/** retitle types new words over step 1's instruction and commits them (Enter): the draft has an unsaved edit. */
async function retitle(user: ReturnType<typeof userEvent.setup>, words = 'type {{{{user}} into the Email field') {
  const field = within(screen.getByLabelText('Step 1 inspector')).getByLabelText('Instruction');
  await user.clear(field);
  await user.type(field, `${words}{Enter}`);
  await screen.findByTestId('dirty');
  return field;
}

describe('Workspace leaving with unsaved edits', () => {
  it('asks before ← leaves: Stay (the safe default) keeps the editor and the edit', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    await openShell(fake);
    await retitle(user);

    await user.click(screen.getByRole('button', { name: 'Back to library' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' });
    expect(ask).toHaveTextContent('Your edits to this flow are not saved');
    expect(within(ask).getByRole('button', { name: 'Stay' })).toHaveFocus();
    expect(within(ask).getByRole('button', { name: 'Save and leave' })).toBeInTheDocument();
    expect(within(ask).getByRole('button', { name: 'Discard and leave' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.hash).toBe(`#/t/${id}`);
    expect(screen.queryByText('Library screen')).not.toBeInTheDocument();
    expect(titles()[0]).toBe('type {{user}} into the Email field');
    expect(screen.getByTestId('dirty')).toBeInTheDocument();
    expect(fake.callsTo('SaveTrajectory')).toHaveLength(0);

    // g asks too; Escape stays.
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('g');
    expect(await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Library screen')).not.toBeInTheDocument();
    expect(screen.getByTestId('dirty')).toBeInTheDocument();

    // The editor's own tabs are not leaving.
    await user.click(screen.getByRole('tab', { name: /Runs/ }));
    await waitFor(() => expect(window.location.hash).toBe(`#/t/${id}/runs`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Discard leaves without saving (a rail link)', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    await openShell(fake);
    await retitle(user);
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' });
    // Held: the address is the editor's while the question is open.
    expect(window.location.hash).toBe(`#/t/${id}`);
    await user.click(within(ask).getByRole('button', { name: 'Discard and leave' }));
    expect(await screen.findByText('Settings screen')).toBeInTheDocument();
    expect(fake.callsTo('SaveTrajectory')).toHaveLength(0);
    expect(fake.get(id).steps[0].instruction).toBe('type {{user}} into Email');
  });

  it('Save saves the edit as a new revision, then leaves', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    await openShell(fake);
    await retitle(user);
    await user.click(screen.getByRole('button', { name: 'Back to library' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Save and leave' }));
    expect(await screen.findByText('Library screen')).toBeInTheDocument();
    expect(fake.callsTo('SaveTrajectory')).toHaveLength(1);
    expect(fake.get(id)).toMatchObject({ revision: 2, steps: [{ instruction: 'type {{user}} into the Email field' }, {}, {}, {}] });
  });

  it('stays when the save is refused (a newer revision was saved elsewhere), saying why', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    await openShell(fake);
    await retitle(user);
    fake.trajectories.set(id, { ...fake.get(id), revision: 5 });
    await user.click(screen.getByRole('button', { name: 'Back to library' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' })).getByRole('button', { name: 'Save and leave' }));
    expect(await screen.findByText('stale revision')).toBeInTheDocument();
    expect(screen.queryByText('Library screen')).not.toBeInTheDocument();
    expect(window.location.hash).toBe(`#/t/${id}`);
    expect(screen.getByTestId('dirty')).toBeInTheDocument();
  });

  it('asks about a field committed by the press of ← (typed, not yet committed)', async () => {
    const user = userEvent.setup();
    await openShell();
    const field = within(screen.getByLabelText('Step 1 inspector')).getByLabelText('Instruction');
    await user.clear(field);
    await user.type(field, 'type {{{{user}} into the Email field');
    expect(screen.queryByTestId('dirty')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to library' }));
    expect(await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' })).toBeInTheDocument();
    expect(screen.queryByText('Library screen')).not.toBeInTheDocument();
  });

  it("holds the browser's Back while it asks", async () => {
    const user = userEvent.setup();
    window.location.hash = '#/';
    await openShell();
    await retitle(user);
    act(() => {
      window.location.hash = '#/';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    const ask = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' });
    expect(window.location.hash).toBe(`#/t/${id}`);
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(window.location.hash).toBe(`#/t/${id}`);
    expect(screen.getByTestId('dirty')).toBeInTheDocument();
  });

  it('has the browser ask before the window closes or reloads, only while edits are unsaved', async () => {
    const user = userEvent.setup();
    open();
    await screen.findAllByTestId('step');
    const unload = () => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await retitle(user);
    expect(unload()).toBe(true);
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(screen.queryByTestId('dirty')).not.toBeInTheDocument());
    expect(unload()).toBe(false);
  });

  it('leaves without asking when nothing is unsaved', async () => {
    const user = userEvent.setup();
    await openShell();
    await user.click(screen.getByRole('button', { name: 'Back to library' }));
    expect(await screen.findByText('Library screen')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Workspace wrong Start URL', () => {
  // The flow was recorded (revision 1) from the login page; revision 2 starts on the shop page.
  const movedStart = () => {
    const fake = new FakeStudio();
    fake.trajectories.set(id, { ...fake.get(id), revision: 2, startUrl: shop });
    fake.handle('GetRecording', () => ({ ...fixtures.runPassed, id: '-rec-1', revision: 1 }));
    fake.handle('ListRevisions', () => [
      { revision: 1, updatedAt: '2026-11-22T20:00:00Z', steps: 4, name: 'Log in', startUrl: login },
      { revision: 2, updatedAt: '2026-11-22T20:05:00Z', steps: 4, name: 'Log in', startUrl: shop },
    ]);
    return fake;
  };
  // failAt fails step `at` of a run started on startUrl, on that page; the steps before it pass there.
  const failAt = (fake: FakeStudio, at: number, startUrl = shop) => {
    const run = structuredClone(fixtures.runFailed);
    const failed = run.steps[2];
    run.id = 'runF';
    run.startUrl = startUrl;
    run.steps = fake.get(id).steps.map((s, i) => {
      const r = { ...failed, stepId: s.id, index: i, action: s.action, url: startUrl };
      if (i === at) return r;
      return { ...r, status: (i < at ? 'passed' : 'skipped') as Status, error: undefined, suggestions: undefined, attempts: [] };
    });
    act(() => fake.emit('run:started', { runId: 'runF', trajectoryId: id, revision: 2, sessionId: 'runsess', total: 4, from: 0, to: 3 }));
    act(() => fake.emit('run:finished', { runId: 'runF', trajectoryId: id, run }));
  };

  it('offers to set the Start URL back when step 1 failed on another page, then retries from the Start URL after saving', async () => {
    const user = userEvent.setup();
    const fake = movedStart();
    open(fake);
    await screen.findAllByTestId('step');
    await waitFor(() => expect(fake.callsTo('ListRevisions')).toHaveLength(1));
    failAt(fake, 0);
    const panel = await screen.findByRole('region', { name: 'Failed step' });
    const note = within(panel).getByTestId('failed-elsewhere');
    expect(note).toHaveTextContent('Recorded on 127.0.0.1:8099/login.html, failed on 127.0.0.1:8099/shop.html');
    expect(note).toHaveTextContent(`the flow’s steps were recorded from the Start URL ${login}`);
    const setBack = within(panel).getByRole('button', { name: `Set Start URL back to ${login}` });
    expect(setBack).toHaveClass('btn-primary');
    // Picking another element is still there, not the highlighted way out.
    expect(within(panel).getByRole('button', { name: /Pick the element instead/ })).not.toHaveClass('btn-primary');
    expect(within(panel).getByRole('button', { name: '↻ Retry from here' })).not.toHaveClass('btn-primary');

    setBack.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastEdits(fake)).toEqual([{ op: 'setStartUrl', url: login }]));
    await waitFor(() => expect(screen.getByLabelText('Start URL')).toHaveValue(login));
    expect(screen.getByTestId('dirty')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Set Start URL back/ })).not.toBeInTheDocument();
    expect(within(panel).getByTestId('start-url-fixed')).toHaveTextContent(`The flow’s Start URL is ${login} again (not saved yet: Retry from here offers to save it)`);
    // The keyboard moves on to running again.
    const retry = within(panel).getByRole('button', { name: '↻ Retry from here' });
    await waitFor(() => expect(retry).toHaveFocus());
    expect(retry).toHaveClass('btn-primary');

    await user.keyboard('{Enter}');
    const ask = await screen.findByRole('dialog', { name: 'Run with unsaved edits?' });
    await user.click(within(ask).getByRole('button', { name: 'Save as revision 3 and run' }));
    await waitFor(() => expect(fake.callsTo('ContinueRun')).toHaveLength(1));
    expect(fake.callsTo('SaveTrajectory')[0][0]).toMatchObject({ startUrl: login });
    expect(fake.callsTo('ContinueRun')[0][0]).toBe('runF');
  });

  it('offers it for a later step when the steps before it keep the page, and then runs again from step 1', async () => {
    const user = userEvent.setup();
    const fake = movedStart();
    // Step 1 is a check of the page and step 2 is disabled: neither moves the page.
    const t = fake.get(id);
    t.steps = [{ id: 'c0', action: 'assert-url', instruction: 'verify the url contains 127.0.0.1', url: '127.0.0.1' }, { ...t.steps[0], disabled: true }, ...t.steps.slice(1)];
    fake.handle('ListRevisions', () => [
      { revision: 1, updatedAt: '2026-11-22T20:00:00Z', steps: 5, name: 'Log in', startUrl: login },
      { revision: 2, updatedAt: '2026-11-22T20:05:00Z', steps: 5, name: 'Log in', startUrl: shop },
    ]);
    fake.handle('GetRecording', () => ({
      ...fixtures.runPassed,
      id: '-rec-1',
      revision: 1,
      steps: t.steps.map((s, i) => ({ stepId: s.id, index: i, action: s.action, status: 'passed' as Status, url: login, durationMs: 10, attempts: [], winnerIndex: 0 })),
    }));
    open(fake);
    await screen.findAllByTestId('step');
    await waitFor(() => expect(fake.callsTo('ListRevisions')).toHaveLength(1));
    failAt(fake, 2);
    const panel = await screen.findByRole('region', { name: 'Failed step' });
    expect(panel).toHaveTextContent('Step 3 failed');
    expect(within(panel).getByTestId('failed-elsewhere')).toHaveTextContent('no step before this one moved the page');
    await user.click(within(panel).getByRole('button', { name: `Set Start URL back to ${login}` }));
    await waitFor(() => expect(lastEdits(fake)).toEqual([{ op: 'setStartUrl', url: login }]));
    // Retry from here would stay on the page: running again starts from the Start URL.
    const again = within(panel).getByRole('button', { name: '↻ Run again from step 1' });
    await waitFor(() => expect(again).toHaveFocus());
    await user.keyboard('{Enter}');
    const ask = await screen.findByRole('dialog', { name: 'Run with unsaved edits?' });
    await user.click(within(ask).getByRole('button', { name: 'Save as revision 3 and run' }));
    await screen.findByRole('dialog', { name: 'Values for this run' });
    expect(fake.callsTo('SaveTrajectory')[0][0]).toMatchObject({ startUrl: login });
  });

  it('does not offer it when a step before the failed one moved the page', async () => {
    const fake = movedStart();
    open(fake);
    await screen.findAllByTestId('step');
    await waitFor(() => expect(fake.callsTo('ListRevisions')).toHaveLength(1));
    failAt(fake, 2);
    const panel = await screen.findByRole('region', { name: 'Failed step' });
    expect(panel).toHaveTextContent('Step 3 failed');
    expect(within(panel).queryByRole('button', { name: /Set Start URL back/ })).not.toBeInTheDocument();
  });

  it('does not offer it when the run started where the recording did', async () => {
    const fake = movedStart();
    open(fake);
    await screen.findAllByTestId('step');
    await waitFor(() => expect(fake.callsTo('ListRevisions')).toHaveLength(1));
    failAt(fake, 0, login);
    const panel = await screen.findByRole('region', { name: 'Failed step' });
    expect(within(panel).queryByTestId('failed-elsewhere')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Set Start URL back/ })).not.toBeInTheDocument();
  });
});

describe('Workspace instruction without the live page', () => {
  it('keeps the notice about new words, says why it cannot set the step yet, and opens the live page from there', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    const email = structuredClone(fixtures.login.steps[0].target!);
    fake.handle('ResolveStep', (_sid, instruction) => ({
      step: { id: '', instruction, action: 'fill', value: 'hello', target: email }, description: 'textbox "Email"', resolvedBy: 'local',
    }));
    open(fake);
    await screen.findAllByTestId('step');
    // Before any new words: Set from instruction says why it cannot act, with the way to the page beside it.
    const before = screen.getByLabelText('Step 1 inspector');
    expect(within(before).getByRole('button', { name: 'Set from instruction' })).toBeDisabled();
    expect(within(before).getByText('needs the live page')).toBeInTheDocument();
    expect(within(before).getByRole('button', { name: 'Open the live page' })).toBeEnabled();
    await retitle(user, 'type hello into Email');
    const note = await screen.findByTestId('retyped-instruction');
    const setIt = within(note).getByRole('button', { name: 'Set the step from them' });
    expect(setIt).toBeDisabled();
    expect(note).toHaveTextContent('They are read on the live page, which is not open.');
    const inspector = screen.getByLabelText('Step 1 inspector');
    expect(within(inspector).getByRole('button', { name: 'Set from instruction' })).toBeDisabled();
    expect(within(inspector).getByText('needs the live page')).toBeInTheDocument();
    // One way to the page: the notice's.
    expect(within(inspector).getAllByRole('button', { name: 'Open the live page' })).toHaveLength(1);
    // A press does nothing, and the notice stays.
    await user.click(setIt);
    expect(fake.callsTo('ResolveStep')).toHaveLength(0);
    expect(screen.getByTestId('retyped-instruction')).toBeInTheDocument();

    await user.click(within(note).getByRole('button', { name: 'Open the live page' }));
    await waitFor(() => expect(fake.callsTo('StartSession')).toEqual([[{ trajectoryId: id }]]));
    await waitFor(() => expect(within(screen.getByTestId('retyped-instruction')).getByRole('button', { name: 'Set the step from them' })).toBeEnabled());
    // The keyboard goes from the button that opened the page to the one that now can act.
    await waitFor(() => expect(within(screen.getByTestId('retyped-instruction')).getByRole('button', { name: 'Set the step from them' })).toHaveFocus());
    expect(within(screen.getByTestId('retyped-instruction')).queryByRole('button', { name: 'Open the live page' })).not.toBeInTheDocument();
    expect(within(inspector).getByRole('button', { name: 'Set from instruction' })).toBeEnabled();
    await user.click(within(screen.getByTestId('retyped-instruction')).getByRole('button', { name: 'Set the step from them' }));
    await waitFor(() => expect(fake.callsTo('ResolveStep')).toEqual([['sess1', 'type hello into Email']]));
    await waitFor(() => expect(lastEdits(fake)).toMatchObject([{ op: 'updateStep', index: 0, step: { action: 'fill', value: 'hello' } }]));
    await waitFor(() => expect(screen.queryByTestId('retyped-instruction')).not.toBeInTheDocument());
  });

  it('keeps the notice when the page cannot read the new words', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.handle('ResolveStep', () => {
      throw new Error('"juggle hello" needs a model');
    });
    open(fake);
    await screen.findAllByTestId('step');
    await user.click(screen.getByRole('button', { name: 'Open live page' }));
    await waitFor(() => expect(fake.callsTo('StartSession')).toHaveLength(1));
    await retitle(user, 'juggle hello');
    await user.click(within(await screen.findByTestId('retyped-instruction')).getByRole('button', { name: 'Set the step from them' }));
    expect(await screen.findByText(/needs a model/)).toBeInTheDocument();
    expect(screen.getByTestId('retyped-instruction')).toBeInTheDocument();
  });
});

describe('Workspace Esc during a run', () => {
  it('stops the run, as ■ Stop run does, on any tab', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    await openShell(fake);
    await startRun(user, fake);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(fake.callsTo('Cancel')).toEqual([['run2']]));

    await user.click(screen.getByRole('tab', { name: /Runs/ }));
    await waitFor(() => expect(window.location.hash).toBe(`#/t/${id}/runs`));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(fake.callsTo('Cancel')).toHaveLength(2));
  });

  it('closes an open dialog first, and leaves a field putting its text back alone', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    await openShell(fake);
    await startRun(user, fake);

    await user.click(screen.getByRole('button', { name: 'Back to library' }));
    await screen.findByRole('dialog', { name: 'Stop the run?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.callsTo('Cancel')).toHaveLength(0);

    const field = within(screen.getByLabelText('Step 1 inspector')).getByLabelText('Instruction');
    await user.type(field, ' typed');
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('type {{user}} into Email');
    expect(fake.callsTo('Cancel')).toHaveLength(0);

    // Once the field has nothing to put back, Esc stops the run.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(fake.callsTo('Cancel')).toEqual([['run2']]));
  });
});

describe('Workspace keyboard after a delete and the values dialog', () => {
  it('Del gives the keyboard to the step now in the deleted one’s place, or the one before after the last', async () => {
    const user = userEvent.setup();
    open();
    await screen.findAllByTestId('step');
    await user.click(screen.getAllByTestId('step')[1]);
    expect(screen.getAllByTestId('step')[1]).toHaveFocus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(titles()).toEqual(['type {{user}} into Email', 'click Sign in', 'verify the url contains /dashboard']));
    await waitFor(() => expect(screen.getAllByTestId('step')[1]).toHaveFocus());
    expect(screen.getAllByTestId('step')[1]).toHaveAttribute('aria-selected', 'true');

    // The last step, by its Delete button: the one before it has the keyboard.
    await user.click(screen.getAllByTestId('step')[2]);
    await user.click(within(screen.getAllByTestId('step')[2]).getByRole('button', { name: 'Delete step' }));
    await waitFor(() => expect(titles()).toEqual(['type {{user}} into Email', 'click Sign in']));
    await waitFor(() => expect(screen.getAllByTestId('step')[1]).toHaveFocus());
    expect(document.activeElement?.closest('.ws-inspector')).toBeNull();
  });

  it('gives the keyboard back to Values… when its dialog is closed without running', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    const values = screen.getByRole('button', { name: 'Values…' });
    values.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Values for this run' });
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Values…' })).toHaveFocus());
    expect(fake.callsTo('StartRun')).toHaveLength(0);

    // ▶ Run all opens it too (a value is missing): the keyboard goes back there.
    const runAll = screen.getByRole('button', { name: /Run all/ });
    runAll.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Values for this run' });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Run all/ })).toHaveFocus());
  });
});
