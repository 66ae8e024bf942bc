import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ObservedCandidate, Run, StepResult } from '../api/generated';
import { parseHash } from '../lib/router';
import { FakeStudio, fixtures } from '../test/fakeStudio';
import { renderWith } from '../test/render';
import { Recorder } from '../screens/Recorder';
import { Workspace } from '../screens/Workspace';
import { schemaProblem } from './ExtractPanel';
import { Settings } from '../screens/Settings';

const usage = { promptTokens: 0, completionTokens: 0, costUsd: 0 };
const id = fixtures.login.id;
const at = (path: string) => `http://127.0.0.1:8099${path}`;
const frame = (url: string) => ({ sessionId: 'sess1', data: 'AAAA', width: 1280, height: 800, ts: 1, url });

async function recording(fake: FakeStudio) {
  const user = userEvent.setup();
  renderWith(<Recorder />, fake);
  await user.type(screen.getByLabelText('Start URL'), at('/login.html'));
  await user.click(screen.getByRole('button', { name: /Start recording/ }));
  await screen.findByLabelText('Instruction');
  act(() => fake.emit('mirror:frame', frame(at('/login.html'))));
  return user;
}

function openEditor(fake: FakeStudio) {
  const path = `/t/${id}`;
  window.location.hash = '#' + path;
  return renderWith(<Workspace id={id} route={parseHash(path)} />, fake);
}

describe('observe and extract in the recorder', () => {
  it('lists observed candidates, outlines them on the mirror, and adds one as a step', async () => {
    const fake = new FakeStudio();
    const step = fixtures.login.steps[2];
    const cands: ObservedCandidate[] = [
      { description: 'button "Sign in"', instruction: 'the sign in button', action: 'click', target: step.target!, box: { x: 477, y: 435, w: 326, h: 46 }, resolvedBy: 'local' },
      { description: 'link "Forgot password?"', instruction: 'the sign in button', action: 'click', target: step.target!, box: { x: 500, y: 500, w: 120, h: 20 }, resolvedBy: 'local' },
    ];
    fake.handle('Observe', () => cands);
    fake.handle('AddObserved', (_sid, c) => ({ instruction: c.instruction, steps: [step], results: [fixtures.runPassed.steps[2]], cache: 'off', resolvedBy: 'local', modelCalls: 0, usage, durationMs: 5, trajectory: { ...fixtures.login, steps: [step] } }));
    const user = await recording(fake);
    await user.click(screen.getByRole('button', { name: 'Observe elements' }));
    await user.type(screen.getByLabelText('Observe instruction'), 'the sign in button{Enter}');
    const rows = await screen.findAllByTestId('observed');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('click button "Sign in"');
    expect(rows[0]).toHaveTextContent('found by the offline resolver');
    expect(fake.callsTo('Observe')[0]).toEqual(['sess1', 'the sign in button']);
    expect(screen.getAllByTestId('mirror-candidate')).toHaveLength(2);
    await user.click(within(rows[0]).getByRole('button', { name: 'Add candidate 1 as a step' }));
    await waitFor(() => expect(fake.callsTo('AddObserved')[0][1]).toMatchObject({ description: 'button "Sign in"' }));
    expect(await screen.findAllByTestId('rec-step')).toHaveLength(1);
    expect(screen.queryAllByTestId('mirror-candidate')).toHaveLength(0);
  });

  it('refuses a schema that is not JSON with where and what to do, and shows the extracted JSON', async () => {
    const fake = new FakeStudio();
    fake.handle('Extract', () => ({ data: { total: '$42.00' }, resolvedBy: 'openai/gpt-4.1-mini', modelCalls: 1, usage: { promptTokens: 300, completionTokens: 12, costUsd: 0.0002 }, trajectory: { ...fixtures.login, steps: [] } }));
    const user = await recording(fake);
    await user.click(screen.getByRole('button', { name: 'Extract data' }));
    await user.type(screen.getByLabelText('Extract instruction'), 'the cart total');
    const box = screen.getByLabelText('JSON Schema');
    await user.click(box);
    await user.paste('{"type":"object",}');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(/The schema is not valid JSON at line 1, column \d+/);
    expect(screen.getByRole('button', { name: 'Extract' })).toBeDisabled();
    expect(fake.callsTo('Extract')).toHaveLength(0);
    await user.clear(box);
    await user.paste('{"type":"object","properties":{"total":{"type":"string"}}}');
    await user.click(screen.getByRole('button', { name: 'Extract and add as step' }));
    await waitFor(() => expect(fake.callsTo('Extract')[0]).toEqual(['sess1', 'the cart total', { type: 'object', properties: { total: { type: 'string' } } }, true]));
    expect(await screen.findByTestId('extract-json')).toHaveTextContent('"total": "$42.00"');
    expect(screen.getByTestId('extract-provenance')).toHaveTextContent('read by openai/gpt-4.1-mini · 1 model call · 300+12 tokens · $0.0002');
  });

  it('says what the schema box needs', () => {
    expect(schemaProblem('')).toBe('');
    expect(schemaProblem('{"type":"object"}')).toBe('');
    expect(schemaProblem('[1]')).toMatch(/must be a JSON object/);
    expect(schemaProblem('{\n  "type": object\n}')).toMatch(/not valid JSON at line 2, column 11 \(unexpected "object\\n}"\)/);
    expect(schemaProblem('{"a":')).toMatch(/line 1, column 6 \(it ends too early\)/);
  });

  it('shows who resolved each recorded step and what it cost', async () => {
    const fake = new FakeStudio();
    await recording(fake);
    const step = fixtures.login.steps[0];
    act(() =>
      fake.emit('session:step', {
        sessionId: 'sess1', step, result: fixtures.runPassed.steps[0], index: 0,
        provenance: { resolvedBy: 'openai/gpt-4.1-mini', cache: 'miss', modelCalls: 1, promptTokens: 520, completionTokens: 30, costUsd: 0.0003 },
      }),
    );
    expect(await screen.findByTestId('provenance')).toHaveTextContent('recorded by openai/gpt-4.1-mini · 1 model call · 520+30 tokens · $0.0003');
  });
});

describe('the editor', () => {
  it('shows each step’s provenance: who recorded it, and in a run which locator won', async () => {
    const fake = new FakeStudio();
    const rec: Run = { ...structuredClone(fixtures.runPassed), id: '-rec-00000001', steps: fixtures.runPassed.steps.map((s) => ({ ...s, resolvedBy: 'local' })) };
    fake.handle('GetRecording', () => rec);
    openEditor(fake);
    const steps = await screen.findAllByTestId('step');
    await waitFor(() => expect(within(steps[2]).getByTestId('provenance')).toHaveTextContent('recorded by the offline resolver · no model call'));
    expect(within(steps[2]).getByTestId('provenance')).toHaveTextContent('run: found by its first locator');
  });

  it('offers to go to a step’s page when “▶ this” is asked on another page, and says “not on this page”', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.handle('Navigate', () => fake.handlers.StartSession({ trajectoryId: id }));
    fake.handle('RunInputs', () => []);
    fake.handle('CheckCandidates', (_s, t) => t.candidates.map((locator) => ({ locator, matches: 0, fingerprintMatches: 0, outcome: 'no element', wouldWin: false })));
    openEditor(fake);
    await screen.findAllByTestId('step');
    await user.click(screen.getByRole('button', { name: 'Open live page' }));
    await waitFor(() => expect(fake.callsTo('StartSession')).toHaveLength(1));
    // After a run the live page is on the dashboard; step 3 was recorded on the login page.
    act(() => fake.emit('mirror:frame', frame(at('/dashboard.html?user=ann'))));
    await user.click(screen.getAllByTestId('step')[2]);
    await waitFor(() => expect(screen.getAllByTestId('candidate-matches')[0]).toHaveTextContent('not on this page'));
    expect(screen.getAllByTestId('candidate-matches')[0]).not.toHaveClass('bad');

    await user.click(screen.getByRole('button', { name: '▶ this' }));
    const dialog = await screen.findByRole('dialog', { name: 'Step 3 is not on this page' });
    expect(dialog).toHaveTextContent('recorded on 127.0.0.1:8099/login.html; the live page is at 127.0.0.1:8099/dashboard.html?user=ann');
    expect(fake.callsTo('StartRun')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Replay steps 1–2 first, then step 3' }));
    await waitFor(() => expect(fake.callsTo('StartRun')[0][0]).toMatchObject({ trajectoryId: id, from: 2, to: 2, prepare: true, sessionId: 'sess1' }));

    // Open the recorded address instead.
    act(() => fake.emit('run:finished', { runId: 'run2', trajectoryId: id, run: { ...fixtures.runPassed, id: 'run2' } }));
    act(() => fake.emit('mirror:frame', frame(at('/dashboard.html'))));
    await user.click(screen.getAllByTestId('step')[2]);
    await user.click(screen.getByRole('button', { name: '▶ this' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Open 127.0.0.1:8099/login.html and run step 3' }));
    await waitFor(() => expect(fake.callsTo('Navigate')[0]).toEqual(['sess1', at('/login.html')]));
    await waitFor(() => expect(fake.callsTo('StartRun')[1][0]).toMatchObject({ from: 2, to: 2, sessionId: 'sess1' }));
  });

  it('runs “▶ this” at once when the live page is the step’s page', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.handle('RunInputs', () => []);
    openEditor(fake);
    await screen.findAllByTestId('step');
    await user.click(screen.getByRole('button', { name: 'Open live page' }));
    act(() => fake.emit('mirror:frame', frame(at('/login.html'))));
    await user.click(screen.getAllByTestId('step')[2]);
    await user.click(screen.getByRole('button', { name: '▶ this' }));
    await waitFor(() => expect(fake.callsTo('StartRun')[0][0]).toMatchObject({ from: 2, to: 2 }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a heal the model applied in a passing run for review, and accepts it as a new revision', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    openEditor(fake);
    await screen.findAllByTestId('step');
    const base = fixtures.runPassed.steps[2];
    const healed: StepResult = {
      ...base,
      winner: undefined,
      winnerIndex: -1,
      heal: { stepId: base.stepId, index: 2, tier: 'model', score: 0.41, runnerUp: 0.3, old: fixtures.login.steps[2].target!, new: fixtures.runFailed.steps[2].suggestions![0].target, reason: 'the model picked the button that submits the form' },
      model: { model: 'openai-compatible/qwen3', calls: 1, promptTokens: 250, completionTokens: 8, costUsd: 0 },
      attempts: [
        { locator: { kind: 'testid', value: 'login-submit', score: 900 }, matches: 0, outcome: 'no element' },
        { locator: { kind: 'role', role: 'button', name: 'Sign in', score: 800 }, matches: 2, outcome: '2 elements, none is the recorded one (name differs)' },
        { locator: { kind: 'css', value: '#go', score: 700 }, matches: 1, outcome: 'ok' },
      ],
    };
    const run: Run = { ...structuredClone(fixtures.runPassed), id: 'run9', llmCalls: 1, steps: fixtures.runPassed.steps.map((s, i) => (i === 2 ? healed : s)) };
    act(() => fake.emit('run:finished', { runId: 'run9', trajectoryId: id, run }));
    const panel = await screen.findByRole('region', { name: 'Healed step' });
    expect(panel).toHaveTextContent('Step 3 was healed by the model');
    expect(within(panel).getByTestId('heal-policy')).toHaveTextContent('Suggested only');
    expect(within(panel).getByTestId('heal-cost')).toHaveTextContent('asked openai-compatible/qwen3: 1 model call · 250+8 tokens · $0.0000');
    // Why it healed: what each recorded locator found, as on a failure.
    await user.click(within(panel).getByText('What was tried (3 locators)'));
    const tried = within(panel).getByRole('table', { name: 'What was tried' });
    expect(within(tried).getAllByRole('row').map((r) => r.textContent)).toEqual([
      expect.stringContaining('no element'),
      expect.stringContaining('2 elements, none is the recorded one (name differs)'),
      expect.stringContaining('ok'),
    ]);
    expect(within(screen.getAllByTestId('step')[2]).getByTestId('provenance')).toHaveTextContent('healed by the model openai-compatible/qwen3');
    await user.click(within(panel).getByRole('button', { name: 'Accept fix' }));
    await waitFor(() => expect(fake.callsTo('AcceptFix')[0][0]).toEqual({ trajectoryId: id, runId: 'run9', stepId: base.stepId, heal: true }));
    expect(fake.callsTo('ContinueRun')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Healed step' })).toBeNull());
  });

  it('says a heal the “auto” policy saved is already applied, and can restore the revision before', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.handle('RestoreRevision', (tid: string) => ({ ...fake.get(tid), revision: 4 }));
    openEditor(fake);
    await screen.findAllByTestId('step');
    const base = fixtures.runPassed.steps[2];
    const healed: StepResult = { ...base, heal: { stepId: base.stepId, index: 2, tier: 'similarity', score: 0.9, runnerUp: 0.2, old: fixtures.login.steps[2].target!, new: fixtures.login.steps[2].target!, reason: 'id changed', revision: 3 } };
    act(() => fake.emit('run:finished', { runId: 'run9', trajectoryId: id, run: { ...fixtures.runPassed, id: 'run9', steps: fixtures.runPassed.steps.map((s, i) => (i === 2 ? healed : s)) } }));
    const panel = await screen.findByRole('region', { name: 'Healed step' });
    expect(within(panel).getByTestId('heal-policy')).toHaveTextContent('Applied automatically');
    await user.click(within(panel).getByRole('button', { name: 'Undo: restore revision 2' }));
    await waitFor(() => expect(fake.callsTo('RestoreRevision')[0]).toEqual([id, 2]));
  });

  it('says how close a healed element is in a tester’s words, with the figures, on the heal review and the failure panel', async () => {
    const fake = new FakeStudio();
    openEditor(fake);
    await screen.findAllByTestId('step');
    const base = fixtures.runPassed.steps[2];
    const heal = { stepId: base.stepId, index: 2, tier: 'similarity', score: 0.92, runnerUp: 0.41, old: fixtures.login.steps[2].target!, new: fixtures.login.steps[2].target!, reason: 'id changed' };
    act(() => fake.emit('run:finished', { runId: 'run9', trajectoryId: id, run: { ...fixtures.runPassed, id: 'run9', steps: fixtures.runPassed.steps.map((s, i) => (i === 2 ? { ...base, heal } : s)) } }));
    const review = await screen.findByRole('region', { name: 'Healed step' });
    const line = within(review).getByTestId('heal-match');
    expect(line).toHaveTextContent('Found by comparing the page with the recorded element · 92% like the recorded element (next closest element on the page: 41%)');
    expect(review).not.toHaveTextContent(/score|runner-up|similarity ·/);

    // A failed step's proposed heal (the failure panel) says it the same way.
    const failed = structuredClone(fixtures.runFailed);
    failed.id = 'runF';
    failed.steps[2] = { ...failed.steps[2], heal: { ...heal, tier: 'model', score: 0.5, runnerUp: 0.333 } };
    act(() => fake.emit('run:finished', { runId: 'runF', trajectoryId: id, run: failed }));
    const panel = await screen.findByRole('region', { name: 'Failed step' });
    expect(within(panel).getByTestId('heal-match')).toHaveTextContent('Picked by the model · 50% like the recorded element (next closest element on the page: 33%)');
    expect(panel).not.toHaveTextContent(/score \d|runner-up/);
  });

  it('quotes what the page said when a step failed', async () => {
    const fake = new FakeStudio();
    openEditor(fake);
    await screen.findAllByTestId('step');
    const failed = structuredClone(fixtures.runFailed);
    failed.id = 'runP';
    // Sign in "passed" but the login was refused: the URL check failed.
    failed.steps[2] = structuredClone(fixtures.runPassed.steps[2]);
    failed.steps[3] = { ...fixtures.runPassed.steps[3], status: 'failed', error: 'assertion failed: URL "http://127.0.0.1:8099/login.html" does not contain "/dashboard"', pageSays: ['Invalid email or password'] };
    act(() => fake.emit('run:finished', { runId: 'runP', trajectoryId: id, run: failed }));
    const panel = await screen.findByRole('region', { name: 'Failed step' });
    expect(within(panel).getByTestId('page-says')).toHaveTextContent('The page says: “Invalid email or password”');
    // The check is likely right: looking at the step before comes first.
    expect(within(panel).getByRole('button', { name: 'Show step 3' })).toHaveClass('btn-primary');
  });
});

describe('the editor’s live page', () => {
  it('observes on the live page with the draft sent first, and adds the candidate to the timeline', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    const step = fixtures.login.steps[2];
    fake.handle('UpdateDraft', (sid, t) => ({ ...fake.handlers.StartSession({ trajectoryId: id }), id: sid, trajectory: t }));
    fake.handle('Observe', () => [{ description: 'button "Sign in"', instruction: 'click Sign in', action: 'click', target: step.target!, box: { x: 477, y: 435, w: 326, h: 46 }, resolvedBy: 'local' }]);
    fake.handle('AddObserved', () => {
      const t = structuredClone(fake.get(id));
      t.steps.push({ ...step, id: 's5' });
      return { instruction: 'click Sign in', steps: [step], results: [], cache: 'off', resolvedBy: 'local', modelCalls: 0, usage, durationMs: 5, trajectory: t };
    });
    openEditor(fake);
    await screen.findAllByTestId('step');
    await user.click(screen.getByRole('button', { name: 'Open live page' }));
    act(() => fake.emit('mirror:frame', frame(at('/login.html'))));
    await user.click(await screen.findByRole('button', { name: 'Observe elements' }));
    await user.type(screen.getByLabelText('Observe instruction'), 'click Sign in{Enter}');
    const row = await screen.findByTestId('observed');
    expect(fake.calls.map((c) => c.method).filter((m) => m === 'UpdateDraft' || m === 'Observe')).toEqual(['UpdateDraft', 'Observe']);
    expect(screen.getAllByTestId('mirror-candidate')).toHaveLength(1);
    expect(screen.queryByTestId('mirror-highlight')).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Add candidate 1 as a step' }));
    await waitFor(() => expect(screen.getAllByTestId('step')).toHaveLength(5));
    expect(screen.getByTestId('dirty')).toBeInTheDocument();
  });

  it('says why a run failed before any step instead of failing silently', async () => {
    const fake = new FakeStudio();
    openEditor(fake);
    await screen.findAllByTestId('step');
    act(() => fake.emit('run:finished', { runId: 'r1', trajectoryId: id, run: { ...fixtures.runPassed, id: 'r1', status: 'failed', steps: [], error: 'refusing to open not a url: it is not an absolute http:// or https:// address' } }));
    expect(await screen.findByText(/Run failed before any step: refusing to open not a url/)).toBeInTheDocument();
  });
});

describe('the Runs tab', () => {
  it('opens a run step by step with which locator won and what the model cost', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    if (!fake.runs.some((r) => r.id === fixtures.runFailed.id)) fake.runs.push({ ...fixtures.runFailed, trajectoryId: id, startUrl: 'http://127.0.0.1:8406/login.html' });
    const path = `/t/${id}/runs`;
    window.location.hash = '#' + path;
    renderWith(<Workspace id={id} route={parseHash(path)} />, fake);
    await screen.findAllByTestId('run-row');
    await user.click(screen.getByRole('button', { name: `Steps of run ${fixtures.runPassed.id}` }));
    const steps = within(screen.getByRole('list', { name: `Steps of run ${fixtures.runPassed.id}` })).getAllByTestId('run-step');
    expect(steps).toHaveLength(4);
    expect(steps[2]).toHaveTextContent('run: found by its first locator data-testid="login-submit" · no model call');
    expect(steps[0]).toHaveTextContent(fixtures.login.steps[0].instruction ?? '');

    // A failed step says why, not "no locator".
    await user.click(screen.getByRole('button', { name: `Steps of run ${fixtures.runFailed.id}` }));
    const failed = within(screen.getByRole('list', { name: `Steps of run ${fixtures.runFailed.id}` })).getAllByTestId('run-step')[2];
    expect(failed).toHaveTextContent('run: failed: The recorded element is not on the page: none of its 3 locators found it');
    expect(failed).not.toHaveTextContent('no locator');
    // Which site each run ran against.
    expect(screen.getAllByTestId('run-site').map((e) => e.textContent)).toEqual(['127.0.0.1:8406']);
  });
});

describe('Settings', () => {
  it('states what start URLs open, file: URLs included', async () => {
    const info = { version: 't', mode: 'web' as const, storeDir: '/tmp/store', dialogs: false };
    const { unmount } = renderWith(<Settings info={info} theme="system" setTheme={() => {}} />);
    expect(await screen.findByTestId('file-urls')).toHaveTextContent('file: URLs are refused');
    expect(screen.getByRole('region', { name: 'Start URLs' })).toHaveTextContent('this machine (localhost, 127.0.0.1) opens over http://');
    unmount();
    renderWith(<Settings info={{ ...info, allowFileUrls: true }} theme="system" setTheme={() => {}} />);
    expect(await screen.findByTestId('file-urls')).toHaveTextContent('file: URLs are allowed in this session');
  });
});
