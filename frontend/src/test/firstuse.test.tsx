// First-use bugs of issue 15: each test fails without its fix.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import type { Run, Usage } from '../api/generated';
import { RunHistory } from '../components/RunHistory';
import { shortcutLabel } from '../lib/keys';
import { modelChoices } from '../lib/models';
import { parseHash } from '../lib/router';
import { Recorder } from '../screens/Recorder';
import { Workspace } from '../screens/Workspace';
import { FakeStudio, fixtures } from './fakeStudio';
import { renderWith } from './render';

const usage: Usage = { promptTokens: 0, completionTokens: 0, costUsd: 0 };
const frame = (url: string, ts = 1) => ({ sessionId: 'sess1', data: 'AAAA', width: 1280, height: 800, ts, url });

function go(hash: string) {
  act(() => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

async function startRecording(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Start URL'), 'http://demo/login.html');
  await user.click(screen.getByRole('button', { name: /Start recording/ }));
  return screen.findByLabelText('Instruction');
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('recording keeps the keyboard in the instruction box', () => {
  it('returns focus to the box after each instruction, and one-key shortcuts stay off while recording', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    const step = fixtures.login.steps[2];
    fake.handle('Instruct', (_sid: string, ins: string) => ({
      instruction: ins, steps: [step], results: [fixtures.runPassed.steps[2]], cache: 'off', resolvedBy: 'local', modelCalls: 0, durationMs: 5, usage,
      trajectory: { ...fixtures.login, id: '', steps: [step] },
    }));
    window.location.hash = '#/record';
    renderWith(<App />, fake);
    const box = await startRecording(user);
    await user.type(box, 'click Sign in{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('rec-step')).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText('Instruction')).toHaveFocus());

    // Even with focus lost to the page, "g" (Library) and "," (Settings) do nothing mid-recording.
    act(() => (document.activeElement as HTMLElement).blur());
    await user.keyboard('g,');
    expect(window.location.hash).toBe('#/record');
    expect(screen.getByLabelText('Instruction')).toBeInTheDocument();
  });
});

describe('a new recording', () => {
  it('shows no error when the server sends no lists (no variables, no steps, no results)', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.handle('StartSession', () => ({
      id: 'sess1', kind: 'record', url: 'http://demo/login.html', title: '', model: 'local', busy: false, viewport: { width: 1280, height: 800 },
      // what an older server sends for a recording with no variables yet
      trajectory: { ...fixtures.login, id: '', revision: 0, steps: null, variables: null } as never,
      dirty: false,
    }));
    fake.handle('Instruct', (_sid: string, ins: string) => ({
      instruction: ins, steps: null, results: null, cache: 'off', resolvedBy: 'local', modelCalls: 0, durationMs: 5, usage,
      trajectory: { ...fixtures.login, id: '', steps: [fixtures.login.steps[3]], variables: null },
    }) as never);
    renderWith(<Recorder />, fake);
    const box = await startRecording(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(box, 'verify the url contains /dashboard{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('rec-step')).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Cannot read properties');
  });
});

describe('the mirror highlight', () => {
  it('drops a box measured on another page once the page changes', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    renderWith(<Recorder />, fake);
    await startRecording(user);
    act(() => {
      fake.emit('mirror:frame', frame('http://demo/login.html'));
      fake.emit('mirror:highlight', { sessionId: 'sess1', stepId: 's3', box: { x: 10, y: 10, w: 100, h: 30 }, label: 'click Sign in', ts: 2 });
    });
    expect(screen.getByTestId('mirror-highlight')).toBeInTheDocument();
    act(() => fake.emit('mirror:frame', frame('http://demo/login.html', 3)));
    expect(screen.getByTestId('mirror-highlight')).toBeInTheDocument();
    // the run ended on the next page: the Sign in box means nothing there
    act(() => fake.emit('mirror:frame', frame('http://demo/dashboard.html', 4)));
    expect(screen.queryByTestId('mirror-highlight')).not.toBeInTheDocument();
    // A box measured on the login page, before the dashboard's frame, that
    // arrives after it (events of one flush, frames coalesced) is not drawn on it.
    act(() => fake.emit('mirror:highlight', { sessionId: 'sess1', stepId: 's4', box: { x: 10, y: 50, w: 100, h: 30 }, label: 'press Enter', ts: 3.5, url: 'http://demo/login.html' }));
    expect(screen.queryByTestId('mirror-highlight')).not.toBeInTheDocument();
    // One measured on the page shown is.
    act(() => fake.emit('mirror:highlight', { sessionId: 'sess1', stepId: 's5', box: { x: 10, y: 50, w: 100, h: 30 }, label: 'verify', ts: 6, url: 'http://demo/dashboard.html' }));
    expect(screen.getByTestId('mirror-highlight')).toBeInTheDocument();
  });
});

describe('user text is bounded', () => {
  it('keeps a huge run error to a short cell and tooltip', () => {
    const huge = 'element not found: '.repeat(5000);
    const run: Run = { ...fixtures.runFailed, error: huge } as Run;
    renderWith(<RunHistory runs={[run]} onCompare={() => {}} onOpen={() => {}} />);
    const cell = screen.getByTestId('run-row').querySelector('.run-error') as HTMLElement;
    expect(cell.textContent!.length).toBeLessThan(400);
    expect(cell.getAttribute('title')!.length).toBeLessThan(700);
    expect(cell).toHaveTextContent('characters left out');
  });

  it('keeps a 20,000-character step title and a 240,000-character error to a few lines', async () => {
    const fake = new FakeStudio();
    const t = fake.get(fixtures.login.id);
    t.steps[0] = { ...t.steps[0], instruction: 'x'.repeat(20000) };
    fake.handle('Instruct', () => {
      throw new Error(`cannot resolve "${'y'.repeat(240000)}"`);
    });
    window.location.hash = `#/t/${t.id}?session=sess1`;
    renderWith(<Workspace id={t.id} route={parseHash(`/t/${t.id}?session=sess1`)} />, fake);
    await screen.findAllByTestId('step');
    const title = screen.getAllByTestId('step')[0].querySelector('.tl-title') as HTMLElement;
    expect(title.textContent!.length).toBeLessThan(400);
    expect(title.getAttribute('title')!.length).toBeLessThan(700);
    fake.handle('UpdateDraft', () => ({}) as never);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Record a step'), 'click it{Enter}');
    const toast = await screen.findByText(/cannot resolve/);
    expect(toast.textContent!.length).toBeLessThan(1200);
  });
});

describe('Settings', () => {
  it('asks before leaving with unsaved changes, and stays when the user says no', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    window.location.hash = '#/settings';
    renderWith(<App />);
    await screen.findByRole('heading', { name: 'Settings' });
    go('#/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); // nothing changed yet: leave freely
    expect(await screen.findByRole('heading', { name: 'Library' })).toBeInTheDocument();

    go('#/settings');
    const headless = await screen.findByRole('checkbox', { name: /headless/i });
    await user.click(headless);
    expect(screen.getByTestId('settings-dirty')).toBeInTheDocument();
    go('#/');
    // The app's own dialog asks (window.confirm is titled with the desktop app's wails:// address).
    let ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(ask).toHaveTextContent('Your settings changes are not saved.');
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/settings');

    go('#/');
    ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Leave and lose them' }));
    expect(await screen.findByRole('heading', { name: 'Library' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('does not offer a placeholder such as openai-compatible/NAME as a model', () => {
    const values = modelChoices([
      { provider: 'openai-compatible', needsKey: false, keyEnv: [], keyIn: '', keychainAvailable: true, examples: ['openai-compatible/NAME'] },
      { provider: 'openai', needsKey: true, keyEnv: ['OPENAI_API_KEY'], keyIn: '', keychainAvailable: true, examples: ['openai/gpt-4.1-mini'] },
    ]).map((c) => c.value);
    expect(values).toEqual(['local', 'openai/gpt-4.1-mini']);
  });
});

describe('words and icons', () => {
  it('names shortcuts as the keyboard does: Ctrl+Enter, or ⌘↩ on a Mac', async () => {
    expect(shortcutLabel('Mod+Enter', false)).toBe('Ctrl+Enter');
    expect(shortcutLabel('Mod+Enter', true)).toBe('⌘↩');
    expect(shortcutLabel('Mod+Shift+Z', false)).toBe('Ctrl+Shift+Z');
    window.location.hash = `#/t/${fixtures.login.id}`;
    renderWith(<Workspace id={fixtures.login.id} route={parseHash(`/t/${fixtures.login.id}`)} />);
    const runAll = await screen.findByRole('button', { name: /Run all/ });
    expect(runAll.getAttribute('title')).toContain('Ctrl+Enter');
    expect(document.body.innerHTML).not.toContain('Mod+');
  });

  it('draws the navigation icons without depending on a font', async () => {
    renderWith(<App />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const name of ['Library', 'Record', 'Settings']) {
      const link = within(nav).getByRole('link', { name });
      expect(link.querySelector('svg')).not.toBeNull();
    }
    expect(nav.textContent).not.toMatch(/[☰●⚙☾☀◐]/);
  });
});

describe('pick mode and the large page', () => {
  it('shows the role, name and size of the element under the pointer, and can give the page more room', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.handle('PickElement', () => ({ id: 'e1', role: 'button', name: 'Sign in', tag: 'button', description: 'button "Sign in"', box: { x: 477, y: 435, w: 326, h: 46 }, target: fixtures.login.steps[2].target!, candidates: [] }));
    const id = fixtures.login.id;
    window.location.hash = `#/t/${id}?session=sess1`;
    renderWith(<Workspace id={id} route={parseHash(`/t/${id}?session=sess1`)} />, fake);
    await screen.findAllByTestId('step');
    act(() => fake.emit('mirror:frame', frame('http://demo/login.html')));
    await user.keyboard('p');
    const stage = screen.getByRole('button', { name: /^Pick an element on the page: click it/ });
    vi.spyOn(stage, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 640, height: 400, right: 640, bottom: 400, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.mouseMove(stage, { clientX: 320, clientY: 229 });
    const hover = await screen.findByTestId('pick-hover');
    expect(hover).toHaveTextContent('button "Sign in" 326×46');
    expect(fake.callsTo('PickElement')).toEqual([['sess1', 640, 458]]);
    expect(fake.callsTo('EditTrajectory')).toHaveLength(0); // looking is not picking
    fireEvent.mouseLeave(stage);
    expect(screen.queryByTestId('pick-hover')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Larger page' }));
    expect(document.querySelector('.ws-body')).toHaveClass('ws-body-large');
    expect(screen.getByRole('button', { name: 'Smaller page' })).toHaveAttribute('aria-pressed', 'true');
  });
});
