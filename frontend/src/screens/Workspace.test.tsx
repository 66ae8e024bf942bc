import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Edit, RunDiff, RunInput, Status, StepResult } from '../api/generated';
import { useKeys } from '../lib/keys';
import { navigate, parseHash, useRoute } from '../lib/router';
import { ApiError } from '../api/transport';
import { FakeStudio, fixtures } from '../test/fakeStudio';
import { renderWith } from '../test/render';
import { STOP_ARM_MS, Workspace } from './Workspace';

const id = fixtures.login.id;

function open(path = `/t/${id}`, fake = new FakeStudio()) {
  window.location.hash = '#' + path;
  return renderWith(<Workspace id={id} route={parseHash(path)} />, fake);
}

const titles = () => screen.getAllByTestId('step').map((li) => li.querySelector('.tl-title')?.textContent);
const lastEdits = (fake: FakeStudio) => fake.callsTo('EditTrajectory').at(-1)?.[1] as Edit[];

describe('Workspace editor', () => {
  it('shows the step timeline with the last run status and the inspector of the selected step', async () => {
    open();
    await waitFor(() => expect(screen.getAllByTestId('step')).toHaveLength(4));
    expect(titles()).toEqual(['type {{user}} into Email', 'type {{password}} into Password', 'click Sign in', 'verify the url contains /dashboard']);
    expect(screen.getAllByTestId('step')[2]).toHaveAttribute('data-status', 'passed');
    await userEvent.setup().click(screen.getAllByTestId('step')[2]);
    const insp = screen.getByLabelText('Step 3 inspector');
    expect(within(insp).getByLabelText('Instruction')).toHaveValue('click Sign in');
    expect(within(insp).getAllByTestId('candidate')[0]).toHaveTextContent('data-testid="login-submit"');
  });

  it('edits a step, undoes and redoes with the keyboard, and saves a new revision', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    const field = screen.getByLabelText('Instruction');
    await user.clear(field);
    await user.type(field, 'type {{{{user}} into the Email field{Enter}');
    await waitFor(() => expect(titles()[0]).toBe('type {{user}} into the Email field'));
    expect(lastEdits(fake)[0]).toMatchObject({ op: 'updateStep', index: 0 });
    expect(screen.getByTestId('dirty')).toBeInTheDocument();

    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Control>}z{/Control}');
    expect(titles()[0]).toBe('type {{user}} into Email');
    expect(screen.queryByTestId('dirty')).not.toBeInTheDocument();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(titles()[0]).toBe('type {{user}} into the Email field');

    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(fake.callsTo('SaveTrajectory')).toHaveLength(1));
    expect(fake.callsTo('SaveTrajectory')[0][0]).toMatchObject({ revision: 1 });
    expect(await screen.findByText('rev 2')).toBeInTheDocument();
    expect(screen.queryByTestId('dirty')).not.toBeInTheDocument();
  });

  it('saves the Start URL being typed when Ctrl+S is pressed in its field', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    const field = screen.getByLabelText('Start URL');
    await user.clear(field);
    await user.type(field, 'http://127.0.0.1:8092/shop.html');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(fake.callsTo('SaveTrajectory')).toHaveLength(1));
    expect(fake.callsTo('SaveTrajectory')[0][0]).toMatchObject({ startUrl: 'http://127.0.0.1:8092/shop.html' });
    expect(await screen.findByText('rev 2')).toBeInTheDocument();
    expect(screen.queryByTestId('dirty')).not.toBeInTheDocument();
    // The keyboard stays in the field, on the text saved.
    await waitFor(() => expect(screen.getByLabelText('Start URL')).toHaveFocus());
    expect(screen.getByLabelText('Start URL')).toHaveValue('http://127.0.0.1:8092/shop.html');
  });

  it('refuses to save a flow whose name was cleared: says why next to the name, which gets the keyboard, and keeps the stored revision', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    const name = screen.getByLabelText('Trajectory name');
    await user.clear(name);
    await user.tab(); // leaving the field commits the rename
    const why = 'Give the flow a name: it is how you find it in the Library and in CI reports.';
    expect(await screen.findByTestId('name-problem')).toHaveTextContent(why);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(why);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(fake.callsTo('SaveTrajectory')).toHaveLength(1);
    expect(fake.get(id)).toMatchObject({ name: 'Log in', revision: 1 });
    expect(screen.getByText('rev 1')).toBeInTheDocument();
    expect(screen.getByTestId('name-problem')).toHaveTextContent(why);
    expect(document.querySelector('.toasts')).not.toHaveTextContent(why); // said once, next to the field

    // Spaces are no name either; Ctrl+S from the field leaves the keyboard there.
    await user.type(name, '   ');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(fake.callsTo('SaveTrajectory')).toHaveLength(2));
    await waitFor(() => expect(name).toHaveFocus());
    expect(fake.get(id).revision).toBe(1);

    await user.clear(name);
    await user.type(name, 'Log in as Ann');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('rev 2')).toBeInTheDocument();
    expect(fake.get(id).name).toBe('Log in as Ann');
    expect(screen.queryByTestId('name-problem')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('says Nothing to save for Ctrl+S with nothing changed, and sends no save', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    const toasts = document.querySelector('.toasts')!;
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(toasts).toHaveTextContent('Nothing to save'));
    expect(fake.callsTo('SaveTrajectory')).toHaveLength(0);
    expect(screen.getByText('rev 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    // A rename and its opposite leave the flow as stored: unsaved shows, yet there is nothing to save.
    const name = screen.getByLabelText('Trajectory name');
    await user.clear(name);
    await user.type(name, 'Log in twice{Enter}');
    await waitFor(() => expect(screen.getByTestId('dirty')).toBeInTheDocument());
    await user.clear(name);
    await user.type(name, 'Log in{Enter}');
    await waitFor(() => expect(fake.callsTo('EditTrajectory')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('dirty')).not.toBeInTheDocument());
    expect(fake.callsTo('SaveTrajectory')).toHaveLength(0);
    expect(fake.get(id).revision).toBe(1);
  });

  it('opens a flow saved before the limits saying what is out of range and where, and takes the keyboard to each field', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    const stored = fake.get(id);
    stored.name = 'Log in '.repeat(40).trim();
    stored.steps[3] = { ...stored.steps[3], timeoutMs: 20 * 60 * 1000 };
    open(`/t/${id}`, fake);
    const notice = await screen.findByRole('note', { name: 'What to change before saving' });
    const timeoutWhy = 'the timeout must be between 0.1 s and 10 minutes (0 uses the default), not 1200000 ms (about 20 minutes)';
    expect(notice).toHaveTextContent("Name: the flow's name has 279 characters, more than the 250 a name may have: shorten it");
    expect(notice).toHaveTextContent(`Step 4 · Timeout: ${timeoutWhy}`);
    expect(screen.getByTestId('name-problem')).toHaveTextContent("the flow's name has 279 characters");

    await user.click(within(notice).getByRole('button', { name: 'Change it: Step 4 · Timeout' }));
    const timeout = within(screen.getByLabelText('Step 4 inspector')).getByLabelText('Timeout (ms)');
    await waitFor(() => expect(timeout).toHaveFocus());
    expect(timeout).toHaveAttribute('aria-invalid', 'true');
    expect(timeout).toHaveAccessibleDescription(timeoutWhy);
    await user.clear(timeout);
    await user.type(timeout, '600000{Enter}');
    await waitFor(() => expect(notice).toHaveTextContent('Step 4 · Timeout: changed'));
    expect(timeout).not.toHaveAttribute('aria-invalid');

    await user.click(within(notice).getByRole('button', { name: 'Change it: Name' }));
    const name = screen.getByLabelText('Trajectory name');
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, 'Log in{Enter}');
    await waitFor(() => expect(notice).toHaveTextContent('All changed: save to keep the changes'));
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('rev 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('note', { name: 'What to change before saving' })).not.toBeInTheDocument());
    expect(fake.get(id)).toMatchObject({ name: 'Log in' });
    expect(fake.get(id).steps[3].timeoutMs).toBe(600000);
  });

  it('makes a click a right-click or a double-click, and clears both when the action changes', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    await user.click(screen.getAllByTestId('step')[2]);
    const insp = screen.getByLabelText('Step 3 inspector');
    await user.selectOptions(within(insp).getByLabelText('Button'), 'right');
    await waitFor(() => expect(lastEdits(fake)[0]).toMatchObject({ op: 'updateStep', index: 2, step: { action: 'click', button: 'right' } }));
    await waitFor(() => expect(screen.getAllByTestId('step')[2].querySelector('.action')).toHaveTextContent('right-click'));
    await user.selectOptions(within(insp).getByLabelText('Clicks'), 'double');
    await waitFor(() => expect(lastEdits(fake)[0]).toMatchObject({ step: { button: 'right', clickCount: 2 } }));
    await user.selectOptions(within(insp).getByLabelText('Action'), 'fill');
    await waitFor(() => expect(lastEdits(fake)[0]).toMatchObject({ step: { action: 'fill' } }));
    const step = lastEdits(fake)[0].step!;
    expect(step.button).toBeUndefined();
    expect(step.clickCount).toBeUndefined();
    expect(within(insp).queryByLabelText('Button')).not.toBeInTheDocument();
  });

  it('reorders steps by dragging one onto another', async () => {
    const { fake } = open();
    await screen.findAllByTestId('step');
    const [first, second] = screen.getAllByTestId('step');
    const dt = { data: {} as Record<string, string>, setData(k: string, v: string) { this.data[k] = v; }, getData(k: string) { return this.data[k]; }, effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(first, { dataTransfer: dt });
    fireEvent.dragOver(second, { dataTransfer: dt });
    fireEvent.drop(second, { dataTransfer: dt });
    await waitFor(() => expect(titles()[1]).toBe('type {{user}} into Email'));
    expect(lastEdits(fake)).toEqual([{ op: 'move', from: 0, to: 1 }]);
  });

  it('moves, duplicates, inserts and deletes steps from the keyboard', async () => {
    const user = userEvent.setup();
    open();
    await screen.findAllByTestId('step');
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(titles()[1]).toBe('type {{user}} into Email'));
    await user.keyboard('{Control>}d{/Control}');
    await waitFor(() => expect(titles()).toHaveLength(5));
    await user.keyboard('{Delete}');
    await waitFor(() => expect(titles()).toHaveLength(4));
    await user.keyboard('{Control>}i{/Control}');
    await waitFor(() => expect(titles()).toContain('new step'));
  });
});

describe('Workspace runs', () => {
  it('asks for the secret at run time, then shows live per-step status', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    await user.click(screen.getByRole('button', { name: /Run all/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Values for this run' });
    expect(within(dialog).getByLabelText(/user/)).toHaveValue('ann@example.com');
    const pw = within(dialog).getByLabelText(/password/);
    expect(pw).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('button', { name: 'Run' })).toBeDisabled();
    await user.type(pw, 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(fake.callsTo('StartRun')).toHaveLength(1));
    expect(fake.callsTo('StartRun')[0][0]).toMatchObject({ trajectoryId: id, values: { user: 'ann@example.com', password: 'secret123' } });

    act(() => fake.emit('run:step', { runId: 'run2', trajectoryId: id, result: { ...fixtures.runPassed.steps[0] } }));
    const steps = screen.getAllByTestId('step');
    expect(steps[0]).toHaveAttribute('data-status', 'passed');
    expect(steps[1]).toHaveAttribute('data-status', '');
    expect(screen.getByRole('button', { name: /Stop run \(1\/4\)/ })).toBeInTheDocument();
    act(() => fake.emit('run:finished', { runId: 'run2', trajectoryId: id, run: { ...fixtures.runPassed, id: 'run2' } }));
    expect(await screen.findByText(/Run passed — 4 steps, 0 LLM calls/)).toBeInTheDocument();
  });

  it('opens the failure panel on the failed step and accepts a suggestion, then continues', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    act(() => fake.emit('run:started', { runId: 'runF', trajectoryId: id, revision: 1, sessionId: 'runsess', total: 4, from: 0, to: 3 }));
    act(() => fake.emit('run:finished', { runId: 'runF', trajectoryId: id, run: { ...fixtures.runFailed, id: 'runF' } }));
    const panel = await screen.findByRole('region', { name: 'Failed step' });
    expect(panel).toHaveTextContent('Step 3 failed');
    expect(panel).toHaveTextContent('no candidate found the recorded element');
    const attempts = within(panel).getByRole('table', { name: 'Attempts' });
    expect(within(attempts).getAllByRole('row')).toHaveLength(3);
    expect(within(panel).getByAltText('Screenshot at failure')).toHaveAttribute('src', expect.stringContaining(fixtures.runFailed.steps[2].screenshot!));
    const sug = within(panel).getByTestId('suggestion');
    expect(sug).toHaveTextContent('button "Sign in"');
    expect(screen.getAllByTestId('step')[2]).toHaveAttribute('aria-selected', 'true');

    await user.click(within(sug).getByRole('button', { name: 'Accept fix and continue' }));
    await waitFor(() => expect(fake.callsTo('ContinueRun')).toHaveLength(1));
    expect(fake.callsTo('AcceptFix')[0][0]).toEqual({ trajectoryId: id, runId: 'runF', stepId: 's3', suggestion: 0 });
    expect(fake.callsTo('ContinueRun')[0][0]).toBe('runF');
    expect(screen.queryByRole('region', { name: 'Failed step' })).not.toBeInTheDocument();
    expect(await screen.findByText('rev 2')).toBeInTheDocument();
  });

  it('says when a step failed on another page than the one it was recorded on', async () => {
    const fake = new FakeStudio();
    // The recording's step 2 ended on the dashboard; the run's stayed on the login page.
    fake.handle('GetRecording', () => ({ ...fixtures.runPassed, id: '-rec-1', steps: fixtures.runPassed.steps.map((s, i) => ({ ...s, url: i === 1 ? 'http://127.0.0.1:8099/dashboard.html?user=ann' : s.url })) }));
    open(`/t/${id}`, fake);
    await screen.findAllByTestId('step');
    act(() => fake.emit('run:started', { runId: 'runF', trajectoryId: id, revision: 1, sessionId: 'runsess', total: 4, from: 0, to: 3 }));
    act(() => fake.emit('run:finished', { runId: 'runF', trajectoryId: id, run: { ...fixtures.runFailed, id: 'runF' } }));
    const panel = await screen.findByRole('region', { name: 'Failed step' });
    expect(within(panel).getByTestId('failed-elsewhere')).toHaveTextContent('Recorded on 127.0.0.1:8099/dashboard.html, failed on 127.0.0.1:8099/login.html');
    // Its suggestions come from the wrong page: offered, not pressed on the user.
    expect(panel).toHaveTextContent('These are on the page where the step failed');
    expect(within(within(panel).getByTestId('suggestion')).getByRole('button', { name: 'Accept fix and continue' })).not.toHaveClass('btn-primary');
  });

  it('compares a run on another site (Values… → site) with the recorded page moved to that site', async () => {
    const fake = new FakeStudio();
    fake.handle('GetRecording', () => ({ ...fixtures.runPassed, id: '-rec-1' }));
    open(`/t/${id}`, fake);
    await screen.findAllByTestId('step');
    // The flow was recorded on :8099; this run went to :8401, where step 3 failed on the same page.
    const moved = (u?: string) => u?.replace('127.0.0.1:8099', '127.0.0.1:8401');
    const run = { ...fixtures.runFailed, id: 'runF', startUrl: 'http://127.0.0.1:8401/login.html', steps: fixtures.runFailed.steps.map((s) => ({ ...s, url: moved(s.url) })) };
    act(() => fake.emit('run:started', { runId: 'runF', trajectoryId: id, revision: 1, sessionId: 'runsess', total: 4, from: 0, to: 3 }));
    act(() => fake.emit('run:finished', { runId: 'runF', trajectoryId: id, run }));
    const panel = await screen.findByRole('region', { name: 'Failed step' });
    expect(panel).toHaveTextContent('at http://127.0.0.1:8401/login.html');
    expect(within(panel).queryByTestId('failed-elsewhere')).not.toBeInTheDocument();
  });

  it('on another site still says when the step failed on another page than the recorded one', async () => {
    const fake = new FakeStudio();
    fake.handle('GetRecording', () => ({ ...fixtures.runPassed, id: '-rec-1', steps: fixtures.runPassed.steps.map((s, i) => ({ ...s, url: i === 1 ? 'http://127.0.0.1:8099/dashboard.html' : s.url })) }));
    open(`/t/${id}`, fake);
    await screen.findAllByTestId('step');
    const moved = (u?: string) => u?.replace('127.0.0.1:8099', '127.0.0.1:8401');
    const run = { ...fixtures.runFailed, id: 'runF', startUrl: 'http://127.0.0.1:8401/login.html', steps: fixtures.runFailed.steps.map((s) => ({ ...s, url: moved(s.url) })) };
    act(() => fake.emit('run:started', { runId: 'runF', trajectoryId: id, revision: 1, sessionId: 'runsess', total: 4, from: 0, to: 3 }));
    act(() => fake.emit('run:finished', { runId: 'runF', trajectoryId: id, run }));
    const panel = await screen.findByRole('region', { name: 'Failed step' });
    expect(within(panel).getByTestId('failed-elsewhere')).toHaveTextContent('Recorded on 127.0.0.1:8401/dashboard.html, failed on 127.0.0.1:8401/login.html');
  });

  // The failure panel used to say nothing of pages for step 1, and its details said to re-record it.
  describe('step 1 failed after the run started on another page than the recording', () => {
    const shop = 'http://127.0.0.1:8099/shop.html';
    const failFirst = (fake: FakeStudio, startUrl: string) => {
      const run = structuredClone(fixtures.runFailed);
      run.id = 'runF';
      run.startUrl = startUrl;
      run.steps = run.steps.map((r, i) => (i === 0 ? { ...run.steps[2], stepId: r.stepId, index: 0, action: r.action, url: startUrl } : { ...r, status: 'skipped' as Status, error: undefined }));
      act(() => fake.emit('run:started', { runId: 'runF', trajectoryId: id, revision: 2, sessionId: 'runsess', total: 4, from: 0, to: 3 }));
      act(() => fake.emit('run:finished', { runId: 'runF', trajectoryId: id, run }));
    };
    const recordedOnLogin = () => {
      const fake = new FakeStudio();
      fake.handle('GetRecording', () => ({ ...fixtures.runPassed, id: '-rec-1', revision: 1 }));
      // Revision 2 changed the start URL; the steps were recorded with revision 1's.
      fake.handle('ListRevisions', () => [
        { revision: 1, updatedAt: '2026-11-22T20:00:00Z', steps: 4, name: 'Log in', startUrl: fixtures.login.startUrl },
        { revision: 2, updatedAt: '2026-11-22T20:05:00Z', steps: 4, name: 'Log in', startUrl: shop },
      ]);
      return fake;
    };

    it('says so, and to check the Start URL', async () => {
      const fake = recordedOnLogin();
      open(`/t/${id}`, fake);
      await screen.findAllByTestId('step');
      await waitFor(() => expect(fake.callsTo('ListRevisions')).toHaveLength(1));
      failFirst(fake, shop);
      const panel = await screen.findByRole('region', { name: 'Failed step' });
      expect(panel).toHaveTextContent('Step 1 failed');
      const note = within(panel).getByTestId('failed-elsewhere');
      expect(note).toHaveTextContent('Recorded on 127.0.0.1:8099/login.html, failed on 127.0.0.1:8099/shop.html');
      expect(note).toHaveTextContent('The run started on another page than the recording did: check the flow’s Start URL');
      expect(note).not.toHaveTextContent('An earlier step');
    });

    it('says nothing of pages when the run started where the recording did', async () => {
      const fake = recordedOnLogin();
      open(`/t/${id}`, fake);
      await screen.findAllByTestId('step');
      await waitFor(() => expect(fake.callsTo('ListRevisions')).toHaveLength(1));
      failFirst(fake, fixtures.login.startUrl);
      const panel = await screen.findByRole('region', { name: 'Failed step' });
      expect(panel).toHaveTextContent('Step 1 failed');
      expect(within(panel).queryByTestId('failed-elsewhere')).not.toBeInTheDocument();
    });
  });

  it('says why a step failed in a sentence, on its card and in the panel, with the engine’s text behind details', async () => {
    const { fake } = open();
    await screen.findAllByTestId('step');
    const long =
      'refusing to act: the element found is not the recorded one (data-testid="login-submit" → no element; role button "Sign in" → no element; text "Sign in" → no element; css "#login-form > button" → fingerprint mismatch: meaning changed from "Sign in" to "Continue"; xpath "/html/body/main/div/form/button" → fingerprint mismatch: meaning changed) — re-record the step or accept a suggestion in the editor';
    const attempts = [
      { locator: { kind: 'testid', value: 'login-submit', attr: 'data-testid', score: 1 }, matches: 0, outcome: 'no element' },
      { locator: { kind: 'role', role: 'button', name: 'Sign in', score: 100 }, matches: 0, outcome: 'no element' },
      { locator: { kind: 'text', value: 'Sign in', score: 200 }, matches: 0, outcome: 'no element' },
      { locator: { kind: 'css', value: '#login-form > button', score: 500 }, matches: 1, outcome: 'fingerprint mismatch: meaning changed from "Sign in" to "Continue"' },
      { locator: { kind: 'xpath', value: '/html/body/main/div/form/button', score: 900 }, matches: 1, outcome: 'fingerprint mismatch: meaning changed' },
    ] as StepResult['attempts'];
    const run = structuredClone(fixtures.runFailed);
    run.id = 'runF';
    run.steps[2] = { ...run.steps[2], error: long, attempts };
    act(() => fake.emit('run:started', { runId: 'runF', trajectoryId: id, revision: 1, sessionId: 'runsess', total: 4, from: 0, to: 3 }));
    act(() => fake.emit('run:finished', { runId: 'runF', trajectoryId: id, run }));
    const panel = await screen.findByRole('region', { name: 'Failed step' });
    const sentence = 'The recorded element is not on the page: none of its 5 locators found it (2 found a different element, which replay does not act on)';
    const details = panel.querySelector('details.error-box')!;
    expect(details.querySelector('summary')).toHaveTextContent(sentence);
    expect(details).not.toHaveAttribute('open');
    expect(details.querySelector('pre')).toHaveTextContent('data-testid="login-submit" → no element');
    const card = screen.getAllByTestId('step')[2];
    expect(within(card).getByTestId('provenance')).toHaveTextContent(`failed: ${sentence}`);
    expect(within(card).getByTestId('provenance')).not.toHaveTextContent('login-submit');
  });

  it('shows no healed badge on a step that failed', async () => {
    const { fake } = open();
    await screen.findAllByTestId('step');
    const run = structuredClone(fixtures.runFailed);
    run.id = 'runF';
    const t = run.steps[2].suggestions![0].target;
    run.steps[2] = { ...run.steps[2], heal: { stepId: 's3', index: 2, tier: 'learned', score: 0.9, runnerUp: 0.2, old: t, new: t, reason: 'same role and name' } };
    act(() => fake.emit('run:started', { runId: 'runF', trajectoryId: id, revision: 1, sessionId: 'runsess', total: 4, from: 0, to: 3 }));
    act(() => fake.emit('run:finished', { runId: 'runF', trajectoryId: id, run }));
    await screen.findByRole('region', { name: 'Failed step' });
    const card = screen.getAllByTestId('step')[2];
    expect(card).toHaveAttribute('data-status', 'failed');
    expect(within(card).getByTestId('provenance')).toHaveTextContent('failed: The recorded element is not on the page: none of its 3 locators found it');
    expect(within(card).queryByText(/healed/)).not.toBeInTheDocument();
  });

  it('says nothing of pages when the step failed where it was recorded', async () => {
    const fake = new FakeStudio();
    fake.handle('GetRecording', () => ({ ...fixtures.runPassed, id: '-rec-1' }));
    open(`/t/${id}`, fake);
    await screen.findAllByTestId('step');
    act(() => fake.emit('run:started', { runId: 'runF', trajectoryId: id, revision: 1, sessionId: 'runsess', total: 4, from: 0, to: 3 }));
    act(() => fake.emit('run:finished', { runId: 'runF', trajectoryId: id, run: { ...fixtures.runFailed, id: 'runF' } }));
    const panel = await screen.findByRole('region', { name: 'Failed step' });
    expect(panel).toHaveTextContent('no candidate found the recorded element');
    expect(within(panel).queryByTestId('failed-elsewhere')).not.toBeInTheDocument();
  });

  it('after a failed run, another step shows its editor; Esc closes the failure panel and the failed step keeps it', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    act(() => fake.emit('run:started', { runId: 'runF', trajectoryId: id, revision: 1, sessionId: 'runsess', total: 4, from: 0, to: 3 }));
    act(() => fake.emit('run:finished', { runId: 'runF', trajectoryId: id, run: { ...fixtures.runFailed, id: 'runF' } }));
    expect(await screen.findByRole('region', { name: 'Failed step' })).toHaveTextContent('Step 3 failed');

    // Ctrl+I inserts a step after the failed one: its editor, the keyboard in its instruction.
    await user.keyboard('{Control>}i{/Control}');
    await waitFor(() => expect(titles()[3]).toBe('new step'));
    const insp = await screen.findByLabelText('Step 4 inspector');
    expect(screen.queryByRole('region', { name: 'Failed step' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(insp).getByLabelText('Instruction')).toHaveFocus());
    expect(within(insp).getByLabelText('Instruction')).toHaveValue('new step');

    // The failure is kept: selecting the failed step shows it again, Esc closes it.
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{ArrowUp}');
    expect(await screen.findByRole('region', { name: 'Failed step' })).toHaveTextContent('Step 3 failed');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Failed step' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Step 3 inspector')).toBeInTheDocument();
    expect(screen.getAllByTestId('step')[2]).toHaveAttribute('data-status', 'failed');
    await user.click(screen.getByRole('button', { name: 'Show the failure' }));
    expect(await screen.findByRole('region', { name: 'Failed step' })).toHaveTextContent('no candidate found the recorded element');

    // A click on another step shows that step's editor; the failure stays with its step.
    await user.click(screen.getAllByTestId('step')[0]);
    expect(screen.getByLabelText('Step 1 inspector')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Failed step' })).not.toBeInTheDocument();
  });

  it('scrolls the failed step into view when a run fails', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = function (this: Element, opts?: boolean | ScrollIntoViewOptions) {
      scrolled(this, opts);
    };
    try {
      const { fake } = open();
      await screen.findAllByTestId('step');
      act(() => fake.emit('run:started', { runId: 'runF', trajectoryId: id, revision: 1, sessionId: 'runsess', total: 4, from: 0, to: 3 }));
      act(() => fake.emit('run:finished', { runId: 'runF', trajectoryId: id, run: { ...fixtures.runFailed, id: 'runF' } }));
      await screen.findByRole('region', { name: 'Failed step' });
      await waitFor(() => expect(scrolled).toHaveBeenCalledWith(screen.getAllByTestId('step')[2], { block: 'nearest' }));
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('runs from a step without a live page by preparing the steps before it', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    await user.click(screen.getAllByTestId('step')[2]);
    await user.click(screen.getByRole('button', { name: /from here/ }));
    await user.type(await screen.findByLabelText(/password/), 'secret123{Enter}');
    await waitFor(() => expect(fake.callsTo('StartRun')).toHaveLength(1));
    expect(fake.callsTo('StartRun')[0][0]).toMatchObject({ from: 2, prepare: true });
    act(() => fake.emit('run:step', { runId: 'run2', trajectoryId: id, result: { ...fixtures.runPassed.steps[0], status: 'setup' } }));
    expect(screen.getAllByTestId('step')[0]).toHaveAttribute('data-status', 'setup');
  });

  it('shows thumbnails from the recording before the first run', async () => {
    const fake = new FakeStudio();
    fake.runs = [];
    fake.handle('GetRecording', () => ({ ...fixtures.runPassed, id: '-rec-1', steps: fixtures.runPassed.steps.map((s, i) => ({ ...s, screenshot: `rec${i}` })) }));
    open(`/t/${id}`, fake);
    expect(await screen.findByAltText('After step 2')).toHaveAttribute('src', expect.stringContaining('rec1'));
    expect(screen.getByAltText('Before step 2')).toHaveAttribute('src', expect.stringContaining('rec0'));
    expect(screen.getAllByTestId('step')[1]).toHaveAttribute('data-status', '');
    // Nothing was taken before the recording's first step: no empty box stands for it.
    expect(within(screen.getAllByTestId('step')[0]).getByAltText('After step 1')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('step')[0]).queryByLabelText(/Before step 1/)).not.toBeInTheDocument();
    expect(within(screen.getAllByTestId('step')[0]).queryByText('before')).not.toBeInTheDocument();
  });

  it('lists run history and compares two runs', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.runs = [{ ...fixtures.runFailed, startedAt: '2026-11-22T21:00:00Z' }, fixtures.runPassed];
    open(`/t/${id}/runs`, fake);
    const rows = await screen.findAllByTestId('run-row');
    expect(rows).toHaveLength(2);
    await user.click(within(rows[0]).getByRole('checkbox'));
    await user.click(within(rows[1]).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /Compare selected/ }));
    expect(window.location.hash).toBe(`#/t/${id}/runs/${fixtures.runPassed.id}/${fixtures.runFailed.id}`);
  });
});

describe('Workspace history', () => {
  it("View on a revision of the History tab shows that revision's steps against the current one", async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    const cur = fake.trajectories.get(id)!;
    cur.revision = 2;
    const older = { ...structuredClone(cur), revision: 1, steps: cur.steps.slice(0, 3) };
    fake.handle('GetRevision', (_tid, r) => (r === 1 ? older : cur));
    open(`/t/${id}/history`, fake);
    const rows = await screen.findAllByTestId('revision');
    expect(rows).toHaveLength(2);
    await user.click(within(rows[1]).getByRole('button', { name: 'View revision 1' }));
    const view = await screen.findByRole('dialog', { name: 'Revision 1' });
    expect(await within(view).findByTestId('revision-summary')).toHaveTextContent('the current revision 2 has 1 step added, 0 removed and 0 changed');
    expect(within(view).getAllByTestId('revision-step')).toHaveLength(4);
    expect(fake.callsTo('GetRevision')).toEqual([
      [id, 1],
      [id, 2],
    ]);
  });
});

// Shell is the app's routing as App has it: the editor on #/t/ID, another
// screen elsewhere, a Settings link in the rail and g for the library.
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

async function startRun(user: ReturnType<typeof userEvent.setup>, fake: FakeStudio) {
  const before = fake.callsTo('StartRun').length;
  await user.click(screen.getByRole('button', { name: /Run all/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Values for this run' });
  await user.type(within(dialog).getByLabelText(/password/), 'secret123{Enter}');
  await waitFor(() => expect(fake.callsTo('StartRun')).toHaveLength(before + 1));
  return screen.findByRole('button', { name: /Stop run/ });
}

/** valuesAfterARun runs the flow once, then opens Values… and returns its dialog. */
async function valuesAfterARun(user: ReturnType<typeof userEvent.setup>, fake: FakeStudio) {
  await startRun(user, fake);
  act(() => fake.emit('run:finished', { runId: 'run2', trajectoryId: id, run: { ...fixtures.runPassed, id: 'run2' } }));
  await user.click(await screen.findByRole('button', { name: 'Values…' }));
  return screen.findByRole('dialog', { name: 'Values for this run' });
}

describe('Workspace during a run', () => {
  it('a letter typed while a run starts or plays is no shortcut: p does not pick then, and does once the run is over', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    open(`/t/${id}`, fake);
    await screen.findAllByTestId('step');
    await startRun(user, fake);
    act(() => fake.emit('run:finished', { runId: 'run2', trajectoryId: id, run: { ...fixtures.runPassed, id: 'run2' } }));
    await screen.findByRole('button', { name: /Run all/ });
    // Ctrl+Enter again: the run asks for its inputs (slow here), then starts with the values given last, with no dialog.
    let inputsAsked: () => void = () => {};
    const inputs = fake.handlers.RunInputs;
    fake.handle('RunInputs', (tid: string) => new Promise((r) => (inputsAsked = () => r(inputs(tid) as never))));
    fake.handle('StartRun', () => ({ runId: 'run3', trajectoryId: id, revision: 1, sessionId: 'runsess', total: 4, from: 0, to: 3 }));
    screen.getAllByTestId('step')[0].focus();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await user.keyboard('p');
    await act(async () => inputsAsked());
    await waitFor(() => expect(fake.callsTo('StartRun')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Running with the values given last — Values… changes them')).toBeInTheDocument();
    await screen.findByRole('button', { name: /Stop run/ });
    await user.keyboard('pj');
    expect(fake.callsTo('StartSession')).toHaveLength(0);
    expect(screen.queryByText(/Opening the live page/)).not.toBeInTheDocument();
    // j in the run's first second does not move the selection either.
    expect(screen.getAllByTestId('step')[0]).toHaveAttribute('aria-selected', 'true');
    act(() => fake.emit('run:finished', { runId: 'run3', trajectoryId: id, run: { ...fixtures.runPassed, id: 'run3' } }));
    await screen.findByRole('button', { name: /Run all/ });
    await user.keyboard('p');
    await waitFor(() => expect(fake.callsTo('StartSession')).toHaveLength(1));
  });

  it('asks before leaving the editor while a run is under way (←, a rail link, g), and moves between its tabs freely', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    window.location.hash = `#/t/${id}`;
    renderWith(<Shell />, fake);
    await screen.findAllByTestId('step');
    await startRun(user, fake);

    // ← asks; Stay keeps the editor and the run.
    await user.click(screen.getByRole('button', { name: 'Back to library' }));
    let ask = await screen.findByRole('dialog', { name: 'Stop the run?' });
    expect(ask).toHaveTextContent('A run is under way: stop it and leave?');
    expect(within(ask).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.hash).toBe(`#/t/${id}`);
    expect(screen.getAllByTestId('step')).toHaveLength(4);

    // g asks too; Escape stays.
    await user.keyboard('g');
    expect(await screen.findByRole('dialog', { name: 'Stop the run?' })).toHaveTextContent('stop it and leave?');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Library screen')).not.toBeInTheDocument();

    // The editor's own tabs are not leaving.
    await user.click(screen.getByRole('tab', { name: /Runs/ }));
    await waitFor(() => expect(window.location.hash).toBe(`#/t/${id}/runs`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.callsTo('Cancel')).toHaveLength(0);

    // A rail link asks; Stop and leave stops the run, then goes.
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    ask = await screen.findByRole('dialog', { name: 'Stop the run?' });
    expect(window.location.hash).toBe(`#/t/${id}/runs`);
    await user.click(within(ask).getByRole('button', { name: 'Stop and leave' }));
    expect(await screen.findByText('Settings screen')).toBeInTheDocument();
    expect(fake.callsTo('Cancel')).toEqual([['run2']]);
  });

  it("holds the browser's Back during a run: the address goes back to the editor while it asks; Stay keeps the run, Stop and leave goes", async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    window.location.hash = '#/';
    window.location.hash = `#/t/${id}`;
    renderWith(<Shell />, fake);
    await screen.findAllByTestId('step');
    await startRun(user, fake);
    const back = () =>
      act(() => {
        // Back as the router sees it: the address changes first, then hashchange.
        window.location.hash = '#/';
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      });

    back();
    let ask = await screen.findByRole('dialog', { name: 'Stop the run?' });
    expect(ask).toHaveTextContent('A run is under way: stop it and leave?');
    expect(window.location.hash).toBe(`#/t/${id}`);
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.hash).toBe(`#/t/${id}`);
    expect(screen.queryByText('Library screen')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('step')).toHaveLength(4);
    expect(screen.getByRole('button', { name: /Stop run/ })).toBeInTheDocument();
    expect(fake.callsTo('Cancel')).toHaveLength(0);

    back();
    ask = await screen.findByRole('dialog', { name: 'Stop the run?' });
    await user.click(within(ask).getByRole('button', { name: 'Stop and leave' }));
    expect(await screen.findByText('Library screen')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/');
    expect(fake.callsTo('Cancel')).toEqual([['run2']]);
  });

  it('leaves without asking when no run is under way', async () => {
    const user = userEvent.setup();
    window.location.hash = `#/t/${id}`;
    renderWith(<Shell />);
    await screen.findAllByTestId('step');
    await user.click(screen.getByRole('button', { name: 'Back to library' }));
    expect(await screen.findByText('Library screen')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the keyboard when a run ends under it: ▶ Run all after a pass, the failed step after a failure', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    open(`/t/${id}`, fake);
    await screen.findAllByTestId('step');

    // The keyboard is on ■ Stop run when the run passes: it goes to ▶ Run all, in its place.
    let stop = await startRun(user, fake);
    act(() => stop.focus());
    act(() => fake.emit('run:finished', { runId: 'run2', trajectoryId: id, run: { ...fixtures.runPassed, id: 'run2' } }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Run all/ })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);

    // It fails: the keyboard goes to the failed step, beside its failure panel.
    fake.handle('StartRun', () => ({ runId: 'run4', trajectoryId: id, revision: 1, sessionId: 'runsess', total: 4, from: 0, to: 3 }));
    await user.click(screen.getByRole('button', { name: /Run all/ }));
    stop = await screen.findByRole('button', { name: /Stop run/ });
    act(() => stop.focus());
    act(() => fake.emit('run:finished', { runId: 'run4', trajectoryId: id, run: { ...fixtures.runFailed, id: 'run4' } }));
    await screen.findByRole('region', { name: 'Failed step' });
    await waitFor(() => expect(screen.getAllByTestId('step')[2]).toHaveFocus());

    // A keyboard elsewhere stays where it is.
    const name = screen.getByLabelText('Trajectory name');
    fake.handle('StartRun', () => ({ runId: 'run5', trajectoryId: id, revision: 1, sessionId: 'runsess', total: 4, from: 0, to: 3 }));
    await user.click(screen.getByRole('button', { name: /Run all/ }));
    await screen.findByRole('button', { name: /Stop run/ });
    act(() => name.focus());
    act(() => fake.emit('run:finished', { runId: 'run5', trajectoryId: id, run: { ...fixtures.runPassed, id: 'run5' } }));
    await screen.findByRole('button', { name: /Run all/ });
    expect(name).toHaveFocus();
  });

  it('ignores a click on Stop run just after it replaced Run all (a doubled click), and stops on a later one', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    let now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const stop = await startRun(user, fake);
      await user.click(stop);
      expect(fake.callsTo('Cancel')).toHaveLength(0);
      now += STOP_ARM_MS - 100;
      await user.click(screen.getByRole('button', { name: /Stop run/ }));
      expect(fake.callsTo('Cancel')).toHaveLength(0);
      now += 200;
      await user.click(screen.getByRole('button', { name: /Stop run/ }));
      await waitFor(() => expect(fake.callsTo('Cancel')).toEqual([['run2']]));
    } finally {
      clock.mockRestore();
    }
  });
});

describe('Workspace runs with unsaved edits', () => {
  it('Ctrl+Enter in the field just changed asks about the unsaved edit before running the stored revision', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    const value = within(screen.getByLabelText('Step 1 inspector')).getByLabelText('Value');
    await user.clear(value);
    await user.type(value, 'bob@example.com');
    await user.keyboard('{Control>}{Enter}{/Control}');
    const ask = await screen.findByRole('dialog', { name: 'Run with unsaved edits?' });
    expect(screen.queryByRole('dialog', { name: 'Values for this run' })).not.toBeInTheDocument();
    expect(fake.callsTo('StartRun')).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Save as revision 2 and run' }));
    await waitFor(() => expect(fake.callsTo('SaveTrajectory')).toHaveLength(1));
    expect(fake.callsTo('SaveTrajectory')[0][0]).toMatchObject({ steps: [{ id: 's1', value: 'bob@example.com' }, {}, {}, {}] });
    expect(await screen.findByRole('dialog', { name: 'Values for this run' })).toBeInTheDocument();
  });

  it('Retry from here asks about unsaved edits too', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    act(() => fake.emit('run:started', { runId: 'runF', trajectoryId: id, revision: 1, sessionId: 'runsess', total: 4, from: 0, to: 3 }));
    act(() => fake.emit('run:finished', { runId: 'runF', trajectoryId: id, run: { ...fixtures.runFailed, id: 'runF' } }));
    await screen.findByRole('region', { name: 'Failed step' });
    await user.click(screen.getAllByTestId('step')[0]);
    const value = within(screen.getByLabelText('Step 1 inspector')).getByLabelText('Value');
    await user.clear(value);
    await user.type(value, 'bob@example.com{Enter}');
    await user.click(screen.getAllByTestId('step')[2]);
    await user.click(await screen.findByRole('button', { name: /Retry from here/ }));
    const ask = await screen.findByRole('dialog', { name: 'Run with unsaved edits?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(fake.callsTo('ContinueRun')).toHaveLength(0);
  });

  it('asks in its own dialog, not window.confirm, before Accept fix drops unsaved edits', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    const { fake } = open();
    await screen.findAllByTestId('step');
    act(() => fake.emit('run:started', { runId: 'runF', trajectoryId: id, revision: 1, sessionId: 'runsess', total: 4, from: 0, to: 3 }));
    act(() => fake.emit('run:finished', { runId: 'runF', trajectoryId: id, run: { ...fixtures.runFailed, id: 'runF' } }));
    await screen.findByRole('region', { name: 'Failed step' });
    await user.click(screen.getAllByTestId('step')[0]);
    const value = within(screen.getByLabelText('Step 1 inspector')).getByLabelText('Value');
    await user.clear(value);
    await user.type(value, 'bob@example.com{Enter}');
    await user.click(screen.getAllByTestId('step')[2]);
    const accept = async () => user.click(within(await screen.findByTestId('suggestion')).getByRole('button', { name: 'Accept fix and continue' }));
    await accept();
    let ask = await screen.findByRole('dialog', { name: 'Drop your unsaved edits?' });
    expect(ask).toHaveTextContent('your unsaved edits will be dropped');
    expect(within(ask).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.callsTo('AcceptFix')).toHaveLength(0);
    await accept();
    ask = await screen.findByRole('dialog', { name: 'Drop your unsaved edits?' });
    await user.click(within(ask).getByRole('button', { name: 'Drop them and accept the fix' }));
    await waitFor(() => expect(fake.callsTo('AcceptFix')).toHaveLength(1));
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it('asks in its own dialog before Restore drops unsaved edits', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    const fake = new FakeStudio();
    const cur = fake.trajectories.get(id)!;
    cur.revision = 2;
    fake.handle('RestoreRevision', (_tid, r) => ({ ...structuredClone(cur), revision: 3, name: `restored ${r}` }));
    open(`/t/${id}/history`, fake);
    await screen.findAllByTestId('revision');
    await user.clear(screen.getByLabelText('Trajectory name'));
    await user.type(screen.getByLabelText('Trajectory name'), 'Renamed{Enter}');
    await screen.findByTestId('dirty');
    await user.click(within(screen.getAllByTestId('revision')[1]).getByRole('button', { name: 'Restore' }));
    const ask = await screen.findByRole('dialog', { name: 'Drop your unsaved edits?' });
    expect(ask).toHaveTextContent('Restoring revision 1 drops your unsaved edits.');
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(fake.callsTo('RestoreRevision')).toHaveLength(0);
    await user.click(within(screen.getAllByTestId('revision')[1]).getByRole('button', { name: 'Restore' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Drop your unsaved edits?' })).getByRole('button', { name: 'Drop them and restore revision 1' }));
    await waitFor(() => expect(fake.callsTo('RestoreRevision')).toEqual([[id, 1]]));
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });
});

describe('Workspace failure panel', () => {
  const failWith = (fake: FakeStudio, patch: Partial<StepResult>, index = 2) => {
    const run = structuredClone(fixtures.runFailed);
    run.id = 'runF';
    if (index !== 2) run.steps[2] = { ...fixtures.runPassed.steps[2] };
    run.steps[index] = { ...run.steps[index], ...patch };
    act(() => fake.emit('run:started', { runId: 'runF', trajectoryId: id, revision: 1, sessionId: 'runsess', total: 4, from: 0, to: 3 }));
    act(() => fake.emit('run:finished', { runId: 'runF', trajectoryId: id, run }));
    return screen.findByRole('region', { name: 'Failed step' });
  };

  it('shows a suggestion replay refused as refused, with no primary accept, and asks before using it', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    const good = fixtures.runFailed.steps[2].suggestions![0];
    const refused = {
      ...good,
      description: 'link "Forgot password?" (refused: name changed from "Log in" to "Forgot password?" (no word in common))',
      refused: 'name changed from "Log in" to "Forgot password?" (no word in common)',
      score: 0.71,
    };
    const panel = await failWith(fake, { suggestions: [good, refused] });
    const [first, second] = within(panel).getAllByTestId('suggestion');
    expect(within(first).getByRole('button', { name: 'Accept fix and continue' })).toHaveClass('btn-primary');
    expect(second).toHaveTextContent('link "Forgot password?"');
    expect(second).toHaveTextContent('refused');
    expect(second).toHaveTextContent('Replay refused it: name changed from "Log in" to "Forgot password?" (no word in common)');
    expect(within(second).queryByRole('button', { name: 'Accept fix and continue' })).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Use it anyway…' })).not.toHaveClass('btn-primary');

    await user.click(within(second).getByRole('button', { name: 'Use it anyway…' }));
    const ask = await screen.findByRole('dialog', { name: 'Use a refused element?' });
    expect(ask).toHaveTextContent('Replay refused link "Forgot password?": name changed');
    await user.click(within(ask).getByRole('button', { name: 'Keep the step as it is' }));
    expect(fake.callsTo('AcceptFix')).toHaveLength(0);
    await user.click(within(second).getByRole('button', { name: 'Use it anyway…' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Use a refused element?' })).getByRole('button', { name: /Use link "Forgot password\?" and continue/ }));
    await waitFor(() => expect(fake.callsTo('AcceptFix')).toHaveLength(1));
    expect(fake.callsTo('AcceptFix')[0][0]).toMatchObject({ suggestion: 1 });
  });

  it('rejects a suggestion without closing the panel, and shows it again on request', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    const panel = await failWith(fake, {});
    await user.click(within(within(panel).getByTestId('suggestion')).getByRole('button', { name: 'Reject' }));
    expect(within(panel).queryByTestId('suggestion')).not.toBeInTheDocument();
    expect(panel).toHaveTextContent('You rejected every suggestion: pick the element on the page instead.');
    expect(fake.callsTo('AcceptFix')).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Show the 1 rejected suggestion again' }));
    expect(within(panel).getByTestId('suggestion')).toHaveTextContent('button "Sign in"');
  });

  it('shows the expected and the actual URL for a failed URL check, not element suggestions', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    const panel = await failWith(
      fake,
      { status: 'failed', action: 'assert-url', attempts: [], suggestions: [], url: 'http://127.0.0.1:8099/login.html?error=1', error: 'assert-url: URL "http://127.0.0.1:8099/login.html?error=1" does not contain "/dashboard"' },
      3,
    );
    expect(panel).toHaveTextContent('Step 4 failed');
    expect(within(panel).getByTestId('url-expected')).toHaveTextContent('the URL contains /dashboard');
    expect(within(panel).getByTestId('url-actual')).toHaveTextContent('http://127.0.0.1:8099/login.html?error=1');
    expect(panel).not.toHaveTextContent('Suggested elements');
    expect(panel).not.toHaveTextContent('No similar element');
    expect(within(panel).queryByRole('button', { name: /Pick the element/ })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Edit the expected URL' }));
    expect(screen.queryByRole('region', { name: 'Failed step' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByLabelText('Step 4 inspector')).getByLabelText('Expected URL')).toHaveFocus());
  });
});

describe('Workspace keyboard focus', () => {
  it('gives the keyboard to the selected step on opening, after Esc closes the failure panel, and after Accept fix', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    await waitFor(() => expect(screen.getAllByTestId('step')[0]).toHaveFocus());

    act(() => fake.emit('run:started', { runId: 'runF', trajectoryId: id, revision: 1, sessionId: 'runsess', total: 4, from: 0, to: 3 }));
    act(() => fake.emit('run:finished', { runId: 'runF', trajectoryId: id, run: { ...fixtures.runFailed, id: 'runF' } }));
    const panel = await screen.findByRole('region', { name: 'Failed step' });
    within(panel).getByRole('button', { name: 'Close failure panel' }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getAllByTestId('step')[2]).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Show the failure' }));
    const sug = within(await screen.findByRole('region', { name: 'Failed step' })).getByTestId('suggestion');
    await user.click(within(sug).getByRole('button', { name: 'Accept fix and continue' }));
    await waitFor(() => expect(fake.callsTo('ContinueRun')).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByTestId('step')[2]).toHaveFocus());
  });

  // "add tags, comma-separated" was cut to "add tags, comma-separa" in the 160 px field at 1024 px.
  it('has a Tags hint that fits its field at 1024 px', async () => {
    open();
    await screen.findAllByTestId('step');
    expect(screen.getByLabelText('Tags')).toHaveAttribute('placeholder', 'tags, comma-separated');
  });

  it('after the values dialog starts a run, the keyboard is on the steps, not in a field of the editor', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    await startRun(user, fake);
    await waitFor(() => expect(screen.getAllByTestId('step')[0]).toHaveFocus());
    await user.keyboard('abc');
    expect(screen.getByLabelText('Tags')).toHaveValue('smoke, auth');
    expect(screen.getByLabelText('Tags')).not.toHaveFocus();
  });
});

describe('Workspace run values', () => {
  it('Values… shows the last values (the secret masked) to change, Enter runs with them; Run all then reuses them', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    const dialog = await valuesAfterARun(user, fake);
    expect(dialog).toHaveTextContent('Filled in with the values of your last run');
    const pw = within(dialog).getByLabelText(/password/);
    expect(pw).toHaveAttribute('type', 'password');
    expect(pw).toHaveValue('secret123');
    const email = within(dialog).getByLabelText(/user/);
    expect(email).toHaveValue('ann@example.com');
    await user.clear(email);
    await user.type(email, 'bob@example.com{Enter}');
    await waitFor(() => expect(fake.callsTo('StartRun')).toHaveLength(2));
    expect(fake.callsTo('StartRun')[1][0]).toMatchObject({ values: { user: 'bob@example.com', password: 'secret123' } });
    expect(fake.callsTo('StartRun')[1][0]).not.toHaveProperty('askValues');
    act(() => fake.emit('run:finished', { runId: 'run2', trajectoryId: id, run: { ...fixtures.runPassed, id: 'run2' } }));
    await user.click(await screen.findByRole('button', { name: /Run all/ }));
    await waitFor(() => expect(fake.callsTo('StartRun')).toHaveLength(3));
    expect(fake.callsTo('StartRun')[2][0]).toMatchObject({ values: { user: 'bob@example.com', password: 'secret123' } });
  });
});

describe('Workspace run on another site', () => {
  it('Values… takes a site for the runs of this editor: a wrong one is refused in words, a right one goes with every run and shows', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    const dialog = await valuesAfterARun(user, fake);
    const siteField = within(dialog).getByLabelText('Site for this flow’s runs');
    expect(within(dialog).getByText(/Empty: the flow's own site/)).toBeInTheDocument();
    await user.type(siteField, 'ftp://staging');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A site starts with http:// or https://.');
    expect(within(dialog).getByRole('button', { name: 'Run' })).toBeDisabled();
    await user.clear(siteField);
    await user.type(siteField, 'http://127.0.0.1:8401{Enter}');
    await waitFor(() => expect(fake.callsTo('StartRun')).toHaveLength(2));
    expect(fake.callsTo('StartRun')[1][0]).toMatchObject({ baseUrl: 'http://127.0.0.1:8401' });
    expect(screen.getByTestId('run-site-pill')).toHaveTextContent('on 127.0.0.1:8401');
    act(() => fake.emit('run:finished', { runId: 'run2', trajectoryId: id, run: { ...fixtures.runPassed, id: 'run2' } }));
    await user.click(await screen.findByRole('button', { name: /Run all/ }));
    await waitFor(() => expect(fake.callsTo('StartRun')).toHaveLength(3));
    expect(fake.callsTo('StartRun')[2][0]).toMatchObject({ baseUrl: 'http://127.0.0.1:8401' });
  });

  it('says the site is kept for the next runs of this flow, empties it from the toolbar, and forgets it in another flow', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.trajectories.set('other', { ...structuredClone(fixtures.login), id: 'other', name: 'Other flow' });
    window.location.hash = `#/t/${id}`;
    renderWith(<Shell />, fake);
    await screen.findAllByTestId('step');
    const dialog = await valuesAfterARun(user, fake);
    const siteField = within(dialog).getByLabelText('Site for this flow’s runs');
    expect(within(dialog).getByText(/this run and the next ones from this editor, until you empty it or open another flow/)).toBeInTheDocument();
    await user.type(siteField, 'http://127.0.0.1:8401{Enter}');
    await waitFor(() => expect(fake.callsTo('StartRun')).toHaveLength(2));
    expect(fake.callsTo('StartRun')[1][0]).toMatchObject({ baseUrl: 'http://127.0.0.1:8401' });
    // The toolbar says it goes on past this run, and takes it off.
    expect(screen.getByTestId('run-site-pill')).toHaveTextContent('on 127.0.0.1:8401 · next runs too');
    act(() => fake.emit('run:finished', { runId: 'run2', trajectoryId: id, run: { ...fixtures.runPassed, id: 'run2' } }));
    await user.click(await screen.findByRole('button', { name: "Stop running on 127.0.0.1:8401: back to the flow's own site" }));
    expect(screen.queryByTestId('run-site-pill')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Run all/ }));
    await waitFor(() => expect(fake.callsTo('StartRun')).toHaveLength(3));
    expect((fake.callsTo('StartRun')[2][0] as { baseUrl?: string }).baseUrl).toBeUndefined();
    act(() => fake.emit('run:finished', { runId: 'run2', trajectoryId: id, run: { ...fixtures.runPassed, id: 'run2' } }));

    // Set again, then another flow opens: its runs go to its own site.
    await user.click(await screen.findByRole('button', { name: 'Values…' }));
    const again = await screen.findByRole('dialog', { name: 'Values for this run' });
    await user.type(within(again).getByLabelText('Site for this flow’s runs'), 'http://127.0.0.1:8401{Enter}');
    await waitFor(() => expect(fake.callsTo('StartRun')).toHaveLength(4));
    act(() => fake.emit('run:finished', { runId: 'run2', trajectoryId: id, run: { ...fixtures.runPassed, id: 'run2' } }));
    await screen.findByRole('button', { name: /Run all/ });
    act(() => navigate('/t/other'));
    expect(await screen.findByDisplayValue('Other flow')).toBeInTheDocument();
    expect(screen.queryByTestId('run-site-pill')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Values…' }));
    expect(within(await screen.findByRole('dialog', { name: 'Values for this run' })).getByLabelText('Site for this flow’s runs')).toHaveValue('');
  });
});

describe('Workspace run that fails before any step', () => {
  const early = { ...fixtures.runPassed, id: 'early', status: 'failed' as Status, steps: [], error: 'opening http://127.0.0.1:8080/shadow.html: nothing answers at that address (is the site\'s server running?)' };

  it('says why under the Start URL, not only in a toast, until dismissed', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    act(() => fake.emit('run:finished', { runId: 'early', trajectoryId: id, run: early }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Run failed before any step: ${early.error}`);
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hides the reason when another run is opened from the Runs tab: the editor shows that run’s failure only', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.runs = [early, { ...fixtures.runFailed, startedAt: '2026-11-22T19:00:00Z' }];
    window.location.hash = `#/t/${id}/runs`;
    renderWith(<Shell />, fake);
    const rows = await screen.findAllByTestId('run-row');
    expect(screen.getByRole('alert')).toHaveTextContent('Run failed before any step');
    await user.click(within(rows[1]).getAllByRole('button', { name: /failed/ })[0]);
    expect(await screen.findByRole('region', { name: 'Failed step' })).toHaveTextContent('Step 3 failed');
    expect(screen.queryByText(/Run failed before any step/)).not.toBeInTheDocument();
  });

  it('shows the last run’s reason on opening the editor, and hides it when the next run starts', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.runs = [early, fixtures.runPassed];
    open(`/t/${id}`, fake);
    expect(await screen.findByRole('alert')).toHaveTextContent('nothing answers at that address');
    await startRun(user, fake);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Workspace live page', () => {
  const frame = { sessionId: 'sess1', data: 'AAAA', width: 1280, height: 800, ts: 1, url: 'http://127.0.0.1:8099/login.html' };

  it('checks candidates on the live page and replaces the target by picking on the mirror', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    const picked = { ...fixtures.runFailed.steps[2].suggestions![0].target };
    fake.handle('PickElement', () => ({ id: 'e1', role: 'button', name: 'Sign in', tag: 'button', description: 'button "Sign in"', box: { x: 477, y: 435, w: 326, h: 46 }, target: picked, candidates: [] }));
    open(`/t/${id}`, fake);
    await screen.findAllByTestId('step');
    await user.click(screen.getAllByTestId('step')[2]);
    await user.click(screen.getByRole('button', { name: 'Open live page' }));
    await waitFor(() => expect(fake.callsTo('StartSession')[0][0]).toEqual({ trajectoryId: id }));
    act(() => fake.emit('mirror:frame', frame));
    await waitFor(() => expect(screen.getAllByTestId('candidate-matches')[0]).toHaveTextContent('matches 1 element'));
    expect(screen.getAllByTestId('candidate')[0]).toHaveTextContent('replay uses');
    expect(screen.getAllByTestId('candidate')[1]).not.toHaveTextContent('replay uses');
    expect(screen.getAllByTestId('candidate-matches')[1]).toHaveTextContent('matches 0 elements');

    await user.click(screen.getByRole('button', { name: /Pick element/ }));
    const stage = screen.getByRole('button', { name: /^Pick an element on the page: click it/ });
    vi.spyOn(stage, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 640, height: 400, right: 640, bottom: 400, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.click(stage, { clientX: 320, clientY: 229 });
    await waitFor(() => expect(fake.callsTo('PickElement')).toEqual([['sess1', 640, 458]]));
    await waitFor(() => expect(lastEdits(fake)).toEqual([{ op: 'setTarget', index: 2, target: picked }]));
    expect(await screen.findByText(/Step 3 now targets button "Sign in"/)).toBeInTheDocument();
  });

  // insertOnLivePage opens the flow and its live page, inserts a step
  // after the first and returns its Instruction field, emptied, focused.
  const insertOnLivePage = async (user: ReturnType<typeof userEvent.setup>, fake: FakeStudio) => {
    open(`/t/${id}`, fake);
    await screen.findAllByTestId('step');
    await user.click(screen.getByRole('button', { name: 'Open live page' }));
    act(() => fake.emit('mirror:frame', frame));
    await user.click(screen.getAllByTestId('step')[0]);
    await user.keyboard('{Control>}i{/Control}');
    await waitFor(() => expect(titles()).toContain('new step'));
    const field = screen.getByLabelText('Instruction');
    await waitFor(() => expect(field).toHaveFocus());
    await user.clear(field);
    return field;
  };

  it('gives a step inserted by hand the action and element its instruction names on the live page', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    const email = structuredClone(fixtures.login.steps[0].target!);
    fake.handle('ResolveStep', (_sid, instruction) => ({
      step: { id: '', instruction, action: 'fill', value: '{{user}}', target: email }, description: 'textbox "Email"', resolvedBy: 'local',
    }));
    const field = await insertOnLivePage(user, fake);
    await user.type(field, 'type {{{{user}} into Email{Enter}');
    await waitFor(() => expect(fake.callsTo('ResolveStep')).toEqual([['sess1', 'type {{user}} into Email']]));
    await waitFor(() => expect(lastEdits(fake)).toMatchObject([{ op: 'updateStep', index: 1, step: { instruction: 'type {{user}} into Email', action: 'fill', value: '{{user}}', target: email } }]));
    expect(await screen.findByText(/Step 2 now does fill on textbox "Email"/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('fill');
  });

  it('says when new words changed only the title of a step that does something, and sets the step from them on request', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    const email = structuredClone(fixtures.login.steps[0].target!);
    fake.handle('ResolveStep', (_sid, instruction) => ({
      step: { id: '', instruction, action: 'fill', value: 'hello', target: email }, description: 'textbox "Email"', resolvedBy: 'local',
    }));
    open(`/t/${id}`, fake);
    await screen.findAllByTestId('step');
    await user.click(screen.getByRole('button', { name: 'Open live page' }));
    act(() => fake.emit('mirror:frame', frame));
    await user.click(screen.getAllByTestId('step')[0]);
    const field = screen.getByLabelText('Instruction');
    await user.clear(field);
    await user.type(field, 'type hello into Email{Enter}');
    const note = await screen.findByTestId('retyped-instruction');
    expect(note).toHaveTextContent('The step still does fill on textbox "Email" with “{{user}}”: the new words changed only its title.');
    expect(fake.callsTo('ResolveStep')).toHaveLength(0);
    await user.click(within(note).getByRole('button', { name: 'Set the step from them' }));
    await waitFor(() => expect(fake.callsTo('ResolveStep')).toEqual([['sess1', 'type hello into Email']]));
    await waitFor(() => expect(lastEdits(fake)).toMatchObject([{ op: 'updateStep', index: 0, step: { action: 'fill', value: 'hello' } }]));
    expect(screen.queryByTestId('retyped-instruction')).not.toBeInTheDocument();
  });

  it('does not read a step’s instruction on another page than the step’s', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    open(`/t/${id}`, fake);
    await screen.findAllByTestId('step');
    await user.click(screen.getByRole('button', { name: 'Open live page' }));
    act(() => fake.emit('mirror:frame', frame)); // the login page
    await user.click(screen.getAllByTestId('step')[3]); // verify Sign out is visible: on the dashboard
    await user.click(screen.getByRole('button', { name: 'Set from instruction' }));
    expect(await screen.findByText(/^Step 4 is on .*dashboard.*, and the live page shows http:\/\/127\.0\.0\.1:8099\/login\.html: run up to it first/)).toBeInTheDocument();
    expect(fake.callsTo('ResolveStep')).toHaveLength(0);
  });

  it('refuses a misspelt variable before reading the page, naming the one meant', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    const field = await insertOnLivePage(user, fake);
    await user.type(field, 'type {{{{usr}} into Email{Enter}');
    expect(await screen.findByText('{{usr}} is not a variable of this flow: did you mean {{user}}? The step is unchanged.')).toBeInTheDocument();
    expect(fake.callsTo('ResolveStep')).toHaveLength(0);
    await waitFor(() => expect(lastEdits(fake)).toMatchObject([{ op: 'updateStep', index: 1, step: { instruction: 'type {{usr}} into Email', action: 'click' } }]));
  });

  it('keeps the instruction typed and says why when the page cannot read it', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.handle('ResolveStep', () => {
      throw new ApiError('needs_model', '"juggle" needs a model — choose a model in Settings → Default model, or set the action and pick the element yourself');
    });
    const field = await insertOnLivePage(user, fake);
    await user.type(field, 'juggle{Enter}');
    expect(await screen.findByText(/choose a model in Settings/)).toBeInTheDocument();
    await waitFor(() => expect(lastEdits(fake)).toMatchObject([{ op: 'updateStep', index: 1, step: { instruction: 'juggle', action: 'click' } }]));
  });

  it('says where the page is now above the mirror when a step is shown on the next page before a new frame', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    open(`/t/${id}`, fake);
    await screen.findAllByTestId('step');
    await user.click(screen.getByRole('button', { name: 'Open live page' }));
    act(() => fake.emit('mirror:frame', { ...frame, url: 'http://127.0.0.1:8099/dashboard.html?user=ann' }));
    const label = () => screen.getByTestId('mirror').querySelector('.mirror-url');
    await waitFor(() => expect(label()).toHaveTextContent('dashboard.html'));
    act(() => fake.emit('mirror:highlight', { sessionId: 'sess1', box: { x: 10, y: 10, w: 100, h: 20 }, label: 'textbox "Email"', stepId: 's1', ts: 2, url: 'http://127.0.0.1:8099/login.html' }));
    expect(label()).toHaveTextContent('http://127.0.0.1:8099/login.html');
    act(() => fake.emit('mirror:frame', { ...frame, ts: 3, url: 'http://127.0.0.1:8099/login.html?next=1' }));
    expect(label()).toHaveTextContent('login.html?next=1');
  });

  it('says that an empty spot has no element to pick, without the page coordinates', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.handle('PickElement', () => {
      throw new ApiError('not_found', 'no element to act on at (637, 433): point at a button, link, field or text');
    });
    open(`/t/${id}`, fake);
    await screen.findAllByTestId('step');
    await user.click(screen.getAllByTestId('step')[2]);
    await user.click(screen.getByRole('button', { name: 'Open live page' }));
    act(() => fake.emit('mirror:frame', frame));
    await user.click(await screen.findByRole('button', { name: /Pick element/ }));
    const stage = screen.getByRole('button', { name: /^Pick an element on the page: click it/ });
    vi.spyOn(stage, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 640, height: 400, right: 640, bottom: 400, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.click(stage, { clientX: 318, clientY: 216 });
    expect(await screen.findByText('no element to act on: point at a button, link, field or text')).toBeInTheDocument();
    expect(screen.queryByText(/637/)).not.toBeInTheDocument();
  });
});

describe('Workspace variables', () => {
  it('masks secrets, edits defaults and declares variables', async () => {
    const user = userEvent.setup();
    const { fake } = open(`/t/${id}/variables`);
    const rows = await screen.findAllByTestId('variable');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('•••• prompted at run time, never stored');
    const def = screen.getByLabelText('Default for user');
    await user.clear(def);
    await user.type(def, 'bob@example.com');
    await user.tab();
    await waitFor(() => expect(lastEdits(fake)).toEqual([{ op: 'setVariable', variable: { name: 'user', default: 'bob@example.com' } }]));
    await user.type(screen.getByLabelText('New variable name'), 'coupon{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('variable')).toHaveLength(3));
  });

  it('asks before removing a variable a step uses, and removes an unused one at once', async () => {
    const user = userEvent.setup();
    const { fake } = open(`/t/${id}/variables`);
    await screen.findAllByTestId('variable');
    await user.click(screen.getByRole('button', { name: 'Remove user' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove {{user}}?' });
    expect(ask).toHaveTextContent('Step 1 uses {{user}}. Removed, {{user}} is undeclared there: its default "ann@example.com" is lost and every run asks for its value.');
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(fake.callsTo('EditTrajectory')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove user' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove {{user}}?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(lastEdits(fake)).toEqual([{ op: 'removeVariable', name: 'user' }]));
    await waitFor(() => expect(screen.getAllByTestId('variable')).toHaveLength(1));

    await user.type(screen.getByLabelText('New variable name'), 'coupon{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('variable')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(lastEdits(fake)).toEqual([{ op: 'removeVariable', name: 'coupon' }]));
  });

  it('counts what a run fills in: the start URL, not words of an instruction', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    const t = fake.get(id);
    fake.trajectories.set(id, {
      ...t,
      startUrl: 'http://{{host}}/login.html',
      variables: [...(t.variables ?? []), { name: 'host', default: '127.0.0.1:8080' }, { name: 'note' }],
      steps: t.steps.map((s, i) => (i === 0 ? { ...s, instruction: `${s.instruction} (see {{note}})` } : s)),
    });
    open(`/t/${id}/variables`, fake);
    const rows = await screen.findAllByTestId('variable');
    const row = (n: string) => rows.find((r) => r.textContent?.startsWith(`{{${n}}}`))!;
    expect(within(row('host')).getAllByRole('cell')[4]).toHaveTextContent('1');
    expect(within(row('note')).getAllByRole('cell')[4]).toHaveTextContent('0');
    await user.click(screen.getByRole('button', { name: 'Remove host' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove {{host}}?' });
    expect(ask).toHaveTextContent('The start URL uses {{host}}. Removed, {{host}} is undeclared there: its default "127.0.0.1:8080" is lost and every run asks for its value.');
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    await user.click(screen.getByRole('button', { name: 'Remove note' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(lastEdits(fake)).toEqual([{ op: 'removeVariable', name: 'note' }]));
  });

  it('marks a step that uses an undeclared variable', async () => {
    const fake = new FakeStudio();
    const t = fake.get(id);
    fake.trajectories.set(id, { ...t, variables: t.variables?.filter((v) => v.name !== 'user') });
    open(`/t/${id}`, fake);
    const steps = await screen.findAllByTestId('step');
    expect(steps[0]).toHaveTextContent('uses {{user}}, which is not declared: declare it in the Variables tab');
    expect(steps[1]).not.toHaveTextContent('not declared');
  });

  // Each used to point toward declaring the typo instead of fixing it.
  it('names the likely typo of an undeclared variable: on the step, in the Variables tab and in the Values dialog', async () => {
    const user = userEvent.setup();
    const misspelt = () => {
      const fake = new FakeStudio();
      const t = fake.get(id);
      fake.trajectories.set(id, { ...t, steps: t.steps.map((s, i) => (i === 0 ? { ...s, instruction: 'type {{usr}} into Email', value: '{{usr}}' } : s)) });
      return fake;
    };
    const fake = misspelt();
    const inputs = fake.handlers.RunInputs;
    fake.handle('RunInputs', (tid: string) => [...(inputs(tid) as RunInput[]), { name: 'usr', secret: false, needsValue: true }]);
    open(`/t/${id}`, fake);
    const steps = await screen.findAllByTestId('step');
    expect(steps[0]).toHaveTextContent('uses {{usr}}, which is not declared (the flow has {{user}}: a typo?)');
    expect(steps[0]).not.toHaveTextContent('declare it in the Variables tab');

    await user.click(screen.getByRole('button', { name: /Run all/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Values for this run' });
    expect(within(dialog).getByLabelText(/^usr/)).toHaveAccessibleDescription('A step uses {{usr}}, which is not declared (the flow has {{user}}: a typo?)');
    expect(within(dialog).getByLabelText(/^user/)).not.toHaveAccessibleDescription();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    cleanup();

    open(`/t/${id}/variables`, misspelt());
    expect(await screen.findByText(/Used but not declared/)).toHaveTextContent('Used but not declared: {{usr}} (the flow has {{user}}: a typo?)');
  });

  it('says what a typed name becomes instead of changing it silently', async () => {
    const user = userEvent.setup();
    const { fake } = open(`/t/${id}/variables`);
    await screen.findAllByTestId('variable');
    const field = screen.getByLabelText('New variable name');
    await user.type(field, 'coupon code!');
    expect(field).toHaveValue('coupon code!');
    expect(field).toHaveAccessibleDescription('Use only a–z, A–Z, 0–9, _ and - in a name (no spaces or accents): this adds {{couponcode}} (left out: spaces !).');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastEdits(fake)).toEqual([{ op: 'setVariable', variable: { name: 'couponcode' } }]));
    expect(field).toHaveValue('');
    await user.type(field, '2fa');
    expect(field).toHaveAccessibleDescription('Start a name with a–z, A–Z or _.');
    expect(screen.getByRole('button', { name: '+ Add variable' })).toBeDisabled();
  });
});

describe('Run diff', () => {
  it('flags the steps whose status, locator or duration changed', async () => {
    const fake = new FakeStudio();
    const side = (status: Status, ms: number) => ({ status, winnerIndex: 0, durationMs: ms, healed: false, winner: { kind: 'role' as const, role: 'button', name: 'Sign in', score: 100 } });
    const diff: RunDiff = {
      a: { id: 'A', revision: 1, status: 'passed', startedAt: '2026-11-22T20:00:00Z', durationMs: 1200 },
      b: { id: 'B', revision: 2, status: 'failed', startedAt: '2026-11-22T21:00:00Z', durationMs: 9800 },
      steps: [
        { stepId: 's1', index: 0, action: 'fill', instruction: 'type {{user}} into Email', a: side('passed', 300), b: side('passed', 310), changed: [] },
        { stepId: 's3', index: 2, action: 'click', instruction: 'click Sign in', a: side('passed', 600), b: { ...side('failed', 9700), error: 'no candidate found' }, changed: ['status', 'duration'] },
      ],
    };
    fake.handle('DiffRuns', () => diff);
    open(`/t/${id}/runs/A/B`, fake);
    const rows = await screen.findAllByTestId('diff-row');
    expect(screen.getByText('1 of 2 steps differ')).toBeInTheDocument();
    expect(rows[0]).not.toHaveClass('diff-changed');
    expect(rows[1]).toHaveClass('diff-changed');
    expect(rows[1]).toHaveTextContent('status');
    expect(rows[1]).toHaveTextContent('no candidate found');
  });
});
