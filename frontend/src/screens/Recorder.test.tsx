import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/transport';
import { FakeStudio, fixtures } from '../test/fakeStudio';
import { renderWith } from '../test/render';
import type { SessionInfo, Trajectory, Usage } from '../api/generated';
import { App } from '../App';
import { Recorder } from './Recorder';

const usage: Usage = { promptTokens: 0, completionTokens: 0, costUsd: 0 };

const frame = { sessionId: 'sess1', data: 'AAAA', width: 1280, height: 800, ts: 1, url: 'http://demo/login.html' };

async function startRecording(user: ReturnType<typeof userEvent.setup>, fake = new FakeStudio(), model = '') {
  renderWith(<Recorder />, fake);
  if (model) {
    const select = screen.getByLabelText('Model') as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.value)).toContain(model));
    await user.selectOptions(select, model);
  }
  await user.type(screen.getByLabelText('Start URL'), 'http://demo/login.html');
  await user.click(screen.getByRole('button', { name: /Start recording/ }));
  await screen.findByLabelText('Instruction');
  return fake;
}

describe('Recorder', () => {
  it('starts the browser once while the first URL is typed, before Start is pressed', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    renderWith(<Recorder />, fake);
    expect(fake.callsTo('PrewarmBrowser')).toHaveLength(0);
    await user.type(screen.getByLabelText('Start URL'), 'http://demo/login.html');
    expect(fake.callsTo('PrewarmBrowser')).toHaveLength(1);
    expect(fake.callsTo('StartSession')).toHaveLength(0);
  });

  it('starts a session on the URL with the local model by default', async () => {
    const user = userEvent.setup();
    const fake = await startRecording(user);
    expect(fake.callsTo('StartSession')[0][0]).toMatchObject({ url: 'http://demo/login.html', model: 'local' });
  });

  it('takes an address without a scheme, and says why Start waits while there is none', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    renderWith(<Recorder />, fake);
    const start = screen.getByRole('button', { name: /Start recording/ });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('Enter the page to start on');
    const field = screen.getByLabelText('Start URL') as HTMLInputElement;
    await user.type(field, '127.0.0.1:8089/login.html');
    // The studio completes it (http:// for this machine): the browser must not refuse it.
    expect(field.checkValidity()).toBe(true);
    expect(screen.queryByText('Enter the page to start on')).not.toBeInTheDocument();
    await user.click(start);
    await screen.findByLabelText('Instruction');
    expect(fake.callsTo('StartSession')[0][0]).toMatchObject({ url: '127.0.0.1:8089/login.html' });
  });

  it('puts the keyboard on the name of a variable just added', async () => {
    const user = userEvent.setup();
    renderWith(<Recorder />);
    await user.click(screen.getByRole('button', { name: '+ Variable' }));
    expect(screen.getByLabelText('Variable name')).toHaveFocus();
    await user.keyboard('user');
    await user.click(screen.getByRole('button', { name: '+ Variable' }));
    const names = screen.getAllByLabelText('Variable name');
    expect(names).toHaveLength(2);
    expect(names[0]).toHaveValue('user');
    expect(names[1]).toHaveFocus();
  });

  // A second {{user}} used to win silently, and the recording could then never be saved.
  it('refuses a variable name used twice, or a value without a name, next to the field before Start', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    renderWith(<Recorder />, fake);
    await user.type(screen.getByLabelText('Start URL'), 'http://demo/login.html');
    const start = screen.getByRole('button', { name: /Start recording/ });
    await user.click(screen.getByRole('button', { name: '+ Variable' }));
    await user.keyboard('user');
    await user.type(screen.getAllByLabelText('Variable value')[0], 'a');
    await user.click(screen.getByRole('button', { name: '+ Variable' }));
    await user.keyboard('user');
    await user.type(screen.getAllByLabelText('Variable value')[1], 'b');
    const second = screen.getAllByLabelText('Variable name')[1];
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription('There is already a {{user}} above: give this one another name, or remove it.');
    expect(screen.getAllByLabelText('Variable name')[0]).not.toHaveAttribute('aria-invalid');
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('Fix the variables first');
    await user.click(start);
    expect(fake.callsTo('StartSession')).toHaveLength(0);

    await user.clear(second);
    expect(second).toHaveAccessibleDescription('Give this value a name, or remove it.');
    expect(start).toBeDisabled();
    await user.type(second, 'password');
    expect(second).not.toHaveAttribute('aria-invalid');
    await user.click(start);
    await screen.findByLabelText('Instruction');
    expect(fake.callsTo('StartSession')[0][0]).toMatchObject({ variables: [{ name: 'user', default: 'a' }, { name: 'password', default: 'b' }], values: { user: 'a', password: 'b' } });
  });

  it('says which variable a name with a space gives, instead of dropping the space without a word', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    renderWith(<Recorder />, fake);
    await user.type(screen.getByLabelText('Start URL'), 'http://demo/login.html');
    await user.click(screen.getByRole('button', { name: '+ Variable' }));
    await user.keyboard('my var');
    const name = screen.getByLabelText('Variable name');
    expect(name).toHaveValue('my var');
    expect(name).toHaveAccessibleDescription('Use only a–z, A–Z, 0–9, _ and - in a name (no spaces or accents): this gives {{myvar}} (left out: spaces).');
    await user.type(screen.getByLabelText('Variable value'), 'x');
    await user.click(screen.getByRole('button', { name: /Start recording/ }));
    await screen.findByLabelText('Instruction');
    expect(fake.callsTo('StartSession')[0][0]).toMatchObject({ variables: [{ name: 'myvar', default: 'x' }], values: { myvar: 'x' } });
  });

  // "почта" said "Give this value a name, or remove it." (a name was given):
  // the engine's names are ASCII only, which is what it now says.
  it('says which characters a name may hold when a name in another script gives none', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    renderWith(<Recorder />, fake);
    await user.type(screen.getByLabelText('Start URL'), 'http://demo/login.html');
    await user.click(screen.getByRole('button', { name: '+ Variable' }));
    await user.keyboard('почта');
    await user.type(screen.getByLabelText('Variable value'), 'ann@example.com');
    const name = screen.getByLabelText('Variable name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Use only a–z, A–Z, 0–9, _ and - in a name (no spaces or accents).');
    expect(screen.getByRole('button', { name: /Start recording/ })).toBeDisabled();
    // Accents are left out, and the note says so.
    await user.clear(name);
    await user.type(name, 'straße');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveAccessibleDescription('Use only a–z, A–Z, 0–9, _ and - in a name (no spaces or accents): this gives {{strae}} (left out: ß).');
    // A name with nothing but the allowed characters left that starts with a digit.
    await user.clear(name);
    await user.type(name, 'почта2');
    expect(name).toHaveAccessibleDescription('Use only a–z, A–Z, 0–9, _ and - in a name (no spaces or accents), and start it with a–z, A–Z or _.');
    await user.clear(name);
    expect(name).toHaveAccessibleDescription('Give this value a name, or remove it.');
  });

  it('offers provider models in the picker, local first', async () => {
    renderWith(<Recorder />);
    const select = screen.getByLabelText('Model') as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
    expect(select.options[0].value).toBe('local');
    expect([...select.options].map((o) => o.value)).toContain('openai/gpt-4.1-mini');
  });

  it('shows each step as its instruction runs, and the live mirror with the acted element', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    const step = fixtures.login.steps[0];
    const result = fixtures.runPassed.steps[0];
    let finish!: () => void;
    fake.handle('Instruct', (_sid: string, ins: string) =>
      new Promise((resolve) => {
        finish = () => resolve({ instruction: ins, steps: [step], results: [result], cache: 'off', resolvedBy: 'local', modelCalls: 0, durationMs: 200, usage, trajectory: { ...fixtures.login, steps: [step] } });
      }),
    );
    await startRecording(user, fake);
    await user.type(screen.getByLabelText('Instruction'), 'type {{{{user}} into Email{Enter}');
    expect(fake.callsTo('Instruct')[0]).toEqual(['sess1', 'type {{user}} into Email']);
    // while it runs: the pending line, then the step event and the mirror
    expect(screen.getByText('running…')).toBeInTheDocument();
    act(() => {
      fake.emit('session:step', { sessionId: 'sess1', step, result, index: 0 });
      fake.emit('mirror:frame', frame);
      fake.emit('mirror:highlight', { sessionId: 'sess1', box: { x: 640, y: 200, w: 320, h: 40 }, label: 'textbox "Email"', ts: 2 });
    });
    expect(screen.getAllByTestId('rec-step')).toHaveLength(1);
    expect(screen.getByAltText('Live page')).toHaveAttribute('src', 'data:image/jpeg;base64,AAAA');
    const hl = screen.getByTestId('mirror-highlight');
    expect(hl.style.left).toBe('50%');
    expect(hl.style.width).toBe('25%');
    expect(hl).toHaveTextContent('textbox "Email"');
    // a Stop button cancels what is under way
    await user.click(screen.getByRole('button', { name: /Stop/ }));
    expect(fake.callsTo('Cancel')).toEqual([['sess1']]);
    await act(async () => finish());
    expect(screen.getAllByTestId('rec-step')).toHaveLength(1);
    expect(screen.getByLabelText('Instruction')).toHaveValue('');
  });

  it('keeps the instruction and explains when the offline resolver needs a model', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.handle('Instruct', () => {
      throw new ApiError('needs_model', 'the offline resolver cannot do "buy the cheapest scarf"; pick a model');
    });
    await startRecording(user, fake);
    await user.type(screen.getByLabelText('Instruction'), 'buy the cheapest scarf{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('pick a model');
    expect(screen.getByLabelText('Instruction')).toHaveValue('buy the cheapest scarf');
  });

  it('keeps an instruction on one line: pasted line breaks become spaces, Enter runs it', async () => {
    const user = userEvent.setup();
    const fake = await startRecording(user);
    const box = screen.getByLabelText('Instruction');
    await user.click(box);
    await user.paste('type {{user}} into Email\nand press Tab');
    expect(box).toHaveValue('type {{user}} into Email and press Tab');
    await user.type(box, '{Shift>}{Enter}{/Shift}');
    expect(fake.callsTo('Instruct')[0]).toEqual(['sess1', 'type {{user}} into Email and press Tab']);
  });

  it('saves the recording and opens it in the editor with the live page', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.handle('SaveSession', () => fixtures.login);
    await startRecording(user, fake);
    act(() => fake.emit('session:step', { sessionId: 'sess1', step: fixtures.login.steps[0], result: fixtures.runPassed.steps[0], index: 0 }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/t/${fixtures.login.id}?session=sess1`));
  });

  it('offers to resume an unsaved recording left open', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    const draft = { ...fixtures.login, id: '', revision: 0, steps: fixtures.login.steps.slice(0, 2) };
    fake.handle('ListSessions', () => [{ id: 'old', kind: 'record', url: 'http://demo/login.html', title: '', model: 'local', busy: false, viewport: { width: 1280, height: 800 }, trajectory: draft, dirty: true }]);
    renderWith(<Recorder />, fake);
    expect(await screen.findByText(/An unsaved recording is still open/)).toHaveTextContent('(2 steps)');
    await user.click(await screen.findByRole('button', { name: 'Resume' }));
    expect(screen.getAllByTestId('rec-step')).toHaveLength(2);
    await user.type(screen.getByLabelText('Instruction'), 'click Sign in{Enter}');
    expect(fake.callsTo('Instruct')[0]).toEqual(['old', 'click Sign in']);
  });

  it('counts one step of an unsaved recording as "1 step"', async () => {
    const fake = new FakeStudio();
    const draft = { ...fixtures.login, id: '', revision: 0, steps: fixtures.login.steps.slice(0, 1) };
    fake.handle('ListSessions', () => [{ id: 'old', kind: 'record', url: 'http://demo/login.html', title: '', model: 'local', busy: false, viewport: { width: 1280, height: 800 }, trajectory: draft, dirty: true }]);
    renderWith(<Recorder />, fake);
    const note = await screen.findByText(/An unsaved recording is still open/);
    expect(note).toHaveTextContent('(1 step)');
    expect(note).not.toHaveTextContent('steps');
  });

  it('removes a recorded step from the draft', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    const steps = fixtures.login.steps.slice(0, 2);
    const draft = { ...fixtures.login, id: '', revision: 0, steps };
    let stored = draft;
    const info = (t: Trajectory): SessionInfo => ({ id: 'sess1', kind: 'record', url: '', title: '', model: 'local', busy: false, viewport: { width: 1280, height: 800 }, trajectory: t, dirty: true });
    fake.handle('GetSession', () => info(stored));
    fake.handle('UpdateDraft', (_sid, t) => {
      stored = t;
      return info(t);
    });
    await startRecording(user, fake);
    act(() => {
      fake.emit('session:step', { sessionId: 'sess1', step: steps[0], result: fixtures.runPassed.steps[0], index: 0 });
      fake.emit('session:step', { sessionId: 'sess1', step: steps[1], result: fixtures.runPassed.steps[1], index: 1 });
    });
    await user.click(screen.getByRole('button', { name: 'Remove step 1' }));
    await waitFor(() => expect(screen.getAllByTestId('rec-step')).toHaveLength(1));
    expect(screen.getByTestId('rec-step')).toHaveTextContent('type {{password}} into Password');
    expect(fake.callsTo('EditTrajectory')[0][1]).toEqual([{ op: 'delete', index: 0 }]);
    expect(stored.steps.map((s) => s.id)).toEqual(['s2']);
  });

  it('hands a goal to the agent and shows its steps as they arrive', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    const steps = fixtures.login.steps.slice(0, 2);
    let finish!: () => void;
    fake.handle('Goal', (_sid: string, goal: string) =>
      new Promise((resolve) => {
        finish = () => resolve({ goal, success: true, completed: true, result: 'signed in', turns: 3, modelCalls: 3, cacheHit: false, stored: true, trajectory: { ...fixtures.login, steps }, durationMs: 900, usage });
      }),
    );
    await startRecording(user, fake, 'openai/gpt-4.1-mini');
    await user.selectOptions(screen.getByLabelText('Kind of input'), 'goal');
    await user.selectOptions(screen.getByLabelText('Agent mode'), 'cua');
    await user.clear(screen.getByLabelText('Max steps'));
    await user.type(screen.getByLabelText('Max steps'), '8');
    await user.selectOptions(screen.getByLabelText('Agent cache'), 'no');
    await user.type(screen.getByLabelText('Goal'), 'log in as ann{Enter}');
    expect(fake.callsTo('Goal')[0]).toEqual(['sess1', 'log in as ann', { mode: 'cua', maxSteps: 8, cache: 'no' }]);
    // A goal asks the model from the start: the row says which.
    expect(screen.getByTestId('rec-waiting')).toHaveTextContent(/^asking openai\/gpt-4\.1-mini…/);
    act(() => {
      fake.emit('agent:event', { sessionId: 'sess1', type: 'tool-call', step: 1, tool: 'act', text: 'type ann@example.com into Email', usage });
      fake.emit('session:step', { sessionId: 'sess1', step: steps[0], result: fixtures.runPassed.steps[0], index: 0 });
      fake.emit('agent:event', { sessionId: 'sess1', type: 'usage', step: 1, usage: { promptTokens: 900, completionTokens: 30, costUsd: 0.0012 } });
    });
    expect(screen.getByText('log in as ann — act…')).toBeInTheDocument();
    const log = screen.getByRole('region', { name: 'Agent log' });
    expect(log).toHaveTextContent('→ act type ann@example.com into Email');
    expect(log).toHaveTextContent('900+30 tokens, $0.0012');
    expect(log).not.toHaveTextContent('usage:');
    expect(screen.getAllByTestId('rec-step')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(fake.callsTo('Cancel')).toEqual([['sess1']]);
    await act(async () => finish());
    await waitFor(() => expect(screen.getAllByTestId('rec-step')).toHaveLength(2));
  });

  it('offers goals only with a model, and says why', async () => {
    const user = userEvent.setup();
    await startRecording(user);
    const goal = screen.getByRole('option', { name: /Goal \(needs a model\)/ }) as HTMLOptionElement;
    expect(goal.disabled).toBe(true);
    expect(screen.getByText(/Goals need a model/)).toBeInTheDocument();
  });

  it('offers to allow a site the flow would leave for, then runs the instruction again', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    let allowed = false;
    fake.handle('Instruct', () => {
      if (!allowed) throw new ApiError('off_site', 'this step would take the flow to https://pay.example.com, outside the sites it may visit.', { origin: 'https://pay.example.com' });
      return { instruction: 'go to https://pay.example.com/checkout', steps: [], cache: 'miss', resolvedBy: 'local', modelCalls: 0, usage: { promptTokens: 0, completionTokens: 0, costUsd: 0 }, durationMs: 5, trajectory: { ...fixtures.login, steps: [] }, results: [] };
    });
    fake.handle('AllowOrigin', (sessionID) => {
      allowed = true;
      return { id: sessionID, kind: 'record', url: '', title: '', model: 'local', busy: false, viewport: { width: 1280, height: 800 }, trajectory: { ...fixtures.login, steps: [] }, dirty: false };
    });
    await startRecording(user, fake);
    await user.type(screen.getByLabelText('Instruction'), 'go to https://pay.example.com/checkout{Enter}');
    const allow = await screen.findByRole('button', { name: 'Allow https://pay.example.com and try again' });
    await user.click(allow);
    await waitFor(() => expect(fake.callsTo('Instruct')).toHaveLength(2));
    expect(fake.callsTo('AllowOrigin')).toEqual([['sess1', 'https://pay.example.com']]);
    expect(fake.callsTo('Instruct')[1]).toEqual(['sess1', 'go to https://pay.example.com/checkout']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
  it('starts a new recording with nothing of the last one: no error, no instruction text, no goal', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.handle('Instruct', () => {
      throw new ApiError('not_found', 'no element on the page matches “Blorp”: try another word', null);
    });
    await startRecording(user, fake);
    await user.type(screen.getByLabelText('Instruction'), 'click Blorp{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('no element on the page matches “Blorp”');
    expect(screen.getByLabelText('Instruction')).toHaveValue('click Blorp');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await user.type(await screen.findByLabelText('Start URL'), 'http://demo/login.html');
    await user.click(screen.getByRole('button', { name: /Start recording/ }));
    await screen.findByLabelText('Instruction');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Instruction')).toHaveValue('');
    expect(screen.getByLabelText('Kind of input')).toHaveValue('step');
    expect(fake.callsTo('StartSession')).toHaveLength(2);
  });

  // A model that never answers left "running…" forever, the keyboard on
  // the page, and only the toolbar's Stop (nine Shift+Tabs away) to end it.
  it('says which model a hanging instruction waits for, keeps the keyboard on Stop, and stops it with Escape', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    let cancel!: () => void;
    fake.handle('Instruct', () => new Promise((_, reject) => (cancel = () => reject(new ApiError('cancelled', 'the instruction was cancelled')))));
    fake.handle('Cancel', () => {
      cancel();
      return true;
    });
    await startRecording(user, fake, 'openai/gpt-4.1-mini');
    await user.type(screen.getByLabelText('Instruction'), 'click the blue button{Enter}');
    expect(screen.getByRole('button', { name: 'Stop' })).toHaveFocus();
    expect(await screen.findByText(/^asking openai\/gpt-4\.1-mini…/, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('rec-waiting')).toHaveTextContent('Esc stops');
    await user.keyboard('{Escape}');
    expect(fake.callsTo('Cancel')).toEqual([['sess1']]);
    expect(await screen.findByRole('alert')).toHaveTextContent('cancelled');
    expect(screen.queryByTestId('rec-waiting')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Instruction')).toHaveFocus();
    expect(screen.getByLabelText('Instruction')).toHaveValue('click the blue button');
  });

  it('asks in its own dialog before discarding recorded steps, and keeps them on "Keep recording"', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    const step = fixtures.login.steps[0];
    fake.handle('Instruct', (_sid: string, ins: string) => ({ instruction: ins, steps: [step], results: [], cache: 'off', resolvedBy: 'local', modelCalls: 0, durationMs: 20, usage, trajectory: { ...fixtures.login, steps: [step] } }));
    const confirm = vi.spyOn(window, 'confirm');
    await startRecording(user, fake);
    await user.type(screen.getByLabelText('Instruction'), 'type {{{{user}} into Email{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('rec-step')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    const ask = screen.getByRole('dialog', { name: 'Discard the recording?' });
    expect(ask).toHaveTextContent('The 1 recorded step will be lost');
    await user.click(within(ask).getByRole('button', { name: 'Keep recording' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.callsTo('CloseSession')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard 1 step' }));
    expect(await screen.findByLabelText('Start URL')).toBeInTheDocument();
    expect(fake.callsTo('CloseSession')).toEqual([['sess1']]);
    expect(confirm).not.toHaveBeenCalled();
  });

  // Leaving through the sidebar used to drop the recorded steps without a word.
  it('asks before the sidebar leaves a recording with steps: Keep recording stays, Discard closes it and goes', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    window.location.hash = '#/record';
    renderWith(<App />, fake);
    await user.type(await screen.findByLabelText('Start URL'), 'http://demo/login.html');
    await user.click(screen.getByRole('button', { name: /Start recording/ }));
    await screen.findByLabelText('Instruction');
    act(() => fake.emit('session:step', { sessionId: 'sess1', step: fixtures.login.steps[0], result: fixtures.runPassed.steps[0], index: 0 }));

    await user.click(screen.getByRole('link', { name: /Settings/ }));
    const ask = await screen.findByRole('dialog', { name: 'Discard the recording?' });
    expect(ask).toHaveTextContent('The 1 recorded step will be lost');
    await user.click(within(ask).getByRole('button', { name: 'Keep recording' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.hash).toBe('#/record');
    expect(screen.getAllByTestId('rec-step')).toHaveLength(1);
    expect(fake.callsTo('CloseSession')).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: /Library/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard the recording?' })).getByRole('button', { name: 'Discard 1 step and leave' }));
    expect(await screen.findByRole('heading', { name: 'Library' })).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('CloseSession')).toEqual([['sess1']]));
  });

  it('has the browser ask before a reload or a closed window drops recorded steps, not before', async () => {
    const user = userEvent.setup();
    const fake = await startRecording(user);
    const unload = () => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(unload()).toBe(false);
    act(() => fake.emit('session:step', { sessionId: 'sess1', step: fixtures.login.steps[0], result: fixtures.runPassed.steps[0], index: 0 }));
    expect(unload()).toBe(true);
  });

  it('saves the recording with Ctrl+S', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    const step = fixtures.login.steps[0];
    fake.handle('Instruct', (_sid: string, ins: string) => ({ instruction: ins, steps: [step], results: [], cache: 'off', resolvedBy: 'local', modelCalls: 0, durationMs: 20, usage, trajectory: { ...fixtures.login, steps: [step] } }));
    fake.handle('SaveSession', () => ({ ...fixtures.login, name: 'Log in', revision: 1 }));
    await startRecording(user, fake);
    await user.type(screen.getByLabelText('Instruction'), 'type {{{{user}} into Email{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('rec-step')).toHaveLength(1));
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(fake.callsTo('SaveSession')).toHaveLength(1));
    await waitFor(() => expect(window.location.hash).toBe(`#/t/${fixtures.login.id}?session=sess1`));
  });

  // "type wrongpass into Password" showed as "type {{password}} into Password"
  // without a word, and every run of the saved flow then asked for {{password}}.
  it('says on its step when a password typed into a password field became a secret variable', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    const start = fake.handlers.StartSession;
    // A recording with no variables: the draft the engine sends back after
    // the instruction declares the secret {{password}} it made.
    fake.handle('StartSession', (o) => {
      const s = start(o) as SessionInfo;
      return { ...s, trajectory: { ...s.trajectory, variables: [] } };
    });
    const [email, password] = fixtures.login.steps;
    const results = fixtures.runPassed.steps;
    let vars: Trajectory['variables'] = [];
    const draft: Trajectory['steps'] = [];
    fake.handle('Instruct', (_sid: string, ins: string) => {
      const step = ins.includes('Password') ? password : email;
      draft.push(step);
      if (step === password) vars = [{ name: 'password', secret: true }];
      return { instruction: ins, steps: [step], results: [results[draft.length - 1]], cache: 'off', resolvedBy: 'local', modelCalls: 0, durationMs: 20, usage, trajectory: { ...fixtures.login, variables: vars, steps: [...draft] } };
    });
    await startRecording(user, fake);
    await user.type(screen.getByLabelText('Instruction'), 'type ann@example.com into Email{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('rec-step')).toHaveLength(1));
    expect(screen.queryByTestId('rec-secret-note')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Instruction'), 'type wrongpass into Password{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('rec-step')).toHaveLength(2));
    const rows = screen.getAllByTestId('rec-step');
    expect(rows[1]).toHaveTextContent('type {{password}} into Password');
    expect(within(rows[1]).getByTestId('rec-secret-note')).toHaveTextContent(
      'The value typed into a password field is kept as the secret {{password}}: it is not saved, and each run asks for it (Values…)',
    );
    expect(within(rows[0]).queryByTestId('rec-secret-note')).not.toBeInTheDocument();
    // The step's session:step event (it comes too) keeps the note.
    act(() => fake.emit('session:step', { sessionId: 'sess1', step: password, result: results[1], index: 1 }));
    expect(within(screen.getAllByTestId('rec-step')[1]).getByTestId('rec-secret-note')).toBeInTheDocument();
  });

  it('says nothing of a secret the recording already had ({{password}} given at the start)', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    const password = fixtures.login.steps[1];
    // The default session declares the secret {{password}} from the start.
    fake.handle('Instruct', (_sid: string, ins: string) => ({ instruction: ins, steps: [password], results: [], cache: 'off', resolvedBy: 'local', modelCalls: 0, durationMs: 20, usage, trajectory: { ...fixtures.login, steps: [password] } }));
    await startRecording(user, fake);
    await user.type(screen.getByLabelText('Instruction'), 'type {{{{password}} into Password{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('rec-step')).toHaveLength(1));
    expect(screen.queryByTestId('rec-secret-note')).not.toBeInTheDocument();
  });
});
