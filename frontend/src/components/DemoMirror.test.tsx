import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AssertionPick, DemoInput, DemoResult, PageElement, Step, StepResult, Trajectory } from '../api/generated';
import { FakeStudio, fixtures } from '../test/fakeStudio';
import { renderWith } from '../test/render';
import { DemoMirror, playwrightKey } from './DemoMirror';
import { LocatorPlayground, playwrightText } from './LocatorPlayground';

const frame = { sessionId: 'sess1', data: 'AAAA', width: 1280, height: 800, ts: 1, url: 'http://demo/login.html' };
const result: StepResult = { ...fixtures.runPassed.steps[0] };

function stage() {
  const el = screen.getByTestId('demo-overlay');
  // jsdom has no layout: the mirror is drawn 640x400, half the page's size.
  el.getBoundingClientRect = () => ({ left: 0, top: 0, width: 640, height: 400, right: 640, bottom: 400, x: 0, y: 0, toJSON: () => ({}) });
  return el;
}

/** demoFake answers Demonstrate like the studio: a click on (x<300) focuses Email, typing fills it. */
function demoFake() {
  const fake = new FakeStudio();
  let value = '';
  const traj = (steps: Step[]): Trajectory => ({ ...fixtures.login, steps });
  fake.handle('Demonstrate', (_sid: string, i: DemoInput): DemoResult => {
    if (i.kind === 'click' && (i.x ?? 0) < 300) return { index: -1, focused: 'textbox "Email"', result, trajectory: traj([]) };
    if (i.kind === 'click') return { index: -1, options: ['Canada', 'Japan'], element: 'combobox "Country"', result, trajectory: traj([]) };
    if (i.kind === 'type') value += i.text;
    const step: Step = { id: 's1', action: 'fill', value, instruction: `type "${value}" into textbox "Email"` };
    return { step, index: 0, updated: value.length > (i.text ?? '').length, result, trajectory: traj([step]) };
  });
  return fake;
}

describe('DemoMirror', () => {
  it('sends a click at page coordinates, then the typed text, and offers the recorded instruction to reword', async () => {
    const fake = demoFake();
    const recorded: number[] = [];
    renderWith(<DemoMirror sessionId="sess1" frame={frame} initialMode="interact" onRecorded={(_t, i) => recorded.push(i)} />, fake);
    fireEvent.click(stage(), { clientX: 100, clientY: 50 });
    await screen.findByText(/Typing goes into textbox "Email"/);
    expect(fake.callsTo('Demonstrate')[0]).toEqual(['sess1', { kind: 'click', x: 200, y: 100 }]);
    const user = userEvent.setup();
    await user.keyboard('ann@x.io');
    await waitFor(() => expect(screen.getByLabelText('Instruction of the recorded step')).toHaveValue('type "ann@x.io" into textbox "Email"'));
    // Keys typed while a request was under way went together: fewer calls than keys.
    const typed = fake.callsTo('Demonstrate').filter((c) => (c[1] as DemoInput).kind === 'type');
    expect(typed.map((c) => (c[1] as DemoInput).text).join('')).toBe('ann@x.io');
    expect(recorded.length).toBeGreaterThan(0);
  });

  it('sends named keys as key presses and leaves the app shortcuts alone', async () => {
    const fake = demoFake();
    let shortcut = 0;
    const on = () => shortcut++;
    window.addEventListener('keydown', on);
    renderWith(<DemoMirror sessionId="sess1" frame={frame} initialMode="interact" />, fake);
    fireEvent.click(stage(), { clientX: 100, clientY: 50 });
    await screen.findByText(/Typing goes into/);
    fireEvent.keyDown(stage(), { key: 'g' });
    fireEvent.keyDown(stage(), { key: 'Enter' });
    await waitFor(() => expect(fake.callsTo('Demonstrate').map((c) => c[1])).toContainEqual({ kind: 'key', key: 'Enter' }));
    window.removeEventListener('keydown', on);
    expect(shortcut).toBe(0);
    expect(playwrightKey({ key: 'a', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false })).toBe('Control+A');
    expect(playwrightKey({ key: 'x', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false })).toBeNull();
  });

  it('offers the options of a drop-down list and sends the one chosen', async () => {
    const fake = demoFake();
    renderWith(<DemoMirror sessionId="sess1" frame={frame} initialMode="interact" />, fake);
    fireEvent.click(stage(), { clientX: 400, clientY: 50 });
    const group = await screen.findByRole('group', { name: 'Choose an option of combobox "Country"' });
    await userEvent.setup().click(group.querySelector('button')!);
    await waitFor(() => expect(fake.callsTo('Demonstrate').map((c) => c[1])).toContainEqual({ kind: 'select', x: 800, y: 100, value: 'Canada' }));
  });

  it('puts the keyboard on the options of a list opened from the keyboard, and back on the page once one is chosen', async () => {
    const fake = demoFake();
    renderWith(<DemoMirror sessionId="sess1" frame={frame} initialMode="interact" />, fake);
    const keys = screen.getByTestId('demo-keys');
    keys.focus();
    fireEvent.click(stage(), { clientX: 400, clientY: 50 });
    const group = await screen.findByRole('group', { name: 'Choose an option of combobox "Country"' });
    await waitFor(() => expect(group.querySelector('button')).toHaveFocus());
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(fake.callsTo('Demonstrate').map((c) => c[1])).toContainEqual({ kind: 'select', x: 800, y: 100, value: 'Canada' }));
    expect(keys).toHaveFocus();
  });

  it('does nothing with clicks in View mode', () => {
    const fake = demoFake();
    renderWith(<DemoMirror sessionId="sess1" frame={frame} />, fake);
    fireEvent.click(stage(), { clientX: 100, clientY: 50 });
    expect(fake.callsTo('Demonstrate')).toHaveLength(0);
  });

  it('picks an element in Assert mode and records the chosen check with the edited value', async () => {
    const fake = new FakeStudio();
    const target = fixtures.login.steps[0].target!;
    const pick: AssertionPick = {
      description: 'heading "Welcome"',
      box: { x: 10, y: 10, w: 100, h: 20 },
      choices: [
        { kind: 'visible', label: 'heading "Welcome" is visible', step: { id: '', action: 'assert-visible', target } },
        { kind: 'text-equals', label: 'text equals', step: { id: '', action: 'assert-text', target, value: 'Welcome', match: 'exact' } },
        { kind: 'url', label: 'url', step: { id: '', action: 'assert-url', url: '/dashboard.html?user=a', match: 'contains' } },
      ],
    };
    fake.handle('PickAssertion', () => pick);
    fake.handle('AddAssertion', (_sid: string, s: Step) => ({ instruction: s.instruction ?? '', steps: [s], results: [result], cache: 'off', resolvedBy: 'demonstration', modelCalls: 0, durationMs: 1, usage: { promptTokens: 0, completionTokens: 0, costUsd: 0 }, trajectory: { ...fixtures.login, steps: [{ ...s, id: 's1' }] } }));
    const user = userEvent.setup();
    renderWith(<DemoMirror sessionId="sess1" frame={frame} />, fake);
    await user.click(screen.getByRole('radio', { name: 'Assert' }));
    fireEvent.click(stage(), { clientX: 20, clientY: 10 });
    expect(await screen.findByLabelText('Expected text equals')).toHaveValue('Welcome');
    await user.click(screen.getByRole('radio', { name: 'URL contains' }));
    await user.clear(screen.getByLabelText('Expected URL contains'));
    await user.type(screen.getByLabelText('Expected URL contains'), '/dashboard.html');
    await user.click(screen.getByRole('button', { name: 'Add assertion' }));
    await waitFor(() => expect(fake.callsTo('AddAssertion')).toHaveLength(1));
    expect(fake.callsTo('AddAssertion')[0][1]).toMatchObject({ action: 'assert-url', url: '/dashboard.html', instruction: 'verify the URL contains "/dashboard.html"' });
    expect(fake.callsTo('PickAssertion')[0]).toEqual(['sess1', 40, 20]);
  });

  it('outlines the matches a playground locator finds', () => {
    const fake = new FakeStudio();
    renderWith(<DemoMirror sessionId="sess1" frame={frame} />, fake);
    act(() => fake.emit('mirror:candidates', { sessionId: 'sess1', instruction: 'x', ts: 1, candidates: [{ index: 0, label: '1', box: { x: 0, y: 0, w: 10, h: 10 } }, { index: 1, label: '2', box: { x: 20, y: 0, w: 10, h: 10 } }] }));
    expect(screen.getAllByTestId('playground-match')).toHaveLength(2);
  });
});

describe('DemoMirror keyboard pick', () => {
  const elements: PageElement[] = [
    { role: 'textbox', name: 'Email', description: 'textbox "Email"', box: { x: 100, y: 100, w: 200, h: 20 }, interactive: true },
    { role: 'button', name: 'Sign in', description: 'button "Sign in"', box: { x: 100, y: 200, w: 100, h: 40 }, interactive: true },
  ];

  it('steps through the page with the arrow keys, announces each element and clicks it with Enter in Interact mode', async () => {
    const fake = demoFake();
    fake.handle('PageElements', () => elements);
    renderWith(<DemoMirror sessionId="sess1" frame={frame} initialMode="interact" />, fake);
    const keys = screen.getByTestId('demo-keys');
    fireEvent.keyDown(keys, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByTestId('key-pick-announce')).toHaveTextContent('textbox "Email", 1 of 2'));
    fireEvent.keyDown(keys, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByTestId('key-pick-announce')).toHaveTextContent('button "Sign in", 2 of 2'));
    expect(screen.getByTestId('key-pick')).toHaveTextContent('button "Sign in"');
    fireEvent.keyDown(keys, { key: 'Enter' });
    await waitFor(() => expect(fake.callsTo('Demonstrate').map((c) => c[1])).toContainEqual({ kind: 'click', x: 150, y: 220 }));
    // Arrow keys were the pick's, not key presses on the page.
    expect(fake.callsTo('Demonstrate')).toHaveLength(1);
  });

  it('picks the element to assert about with Enter, and Escape drops the candidate', async () => {
    const fake = demoFake();
    fake.handle('PageElements', () => elements);
    fake.handle('PickAssertion', (): AssertionPick => ({ description: 'button "Sign in"', box: elements[1].box, choices: [] }));
    renderWith(<DemoMirror sessionId="sess1" frame={frame} initialMode="assert" />, fake);
    const overlay = screen.getByTestId('demo-overlay');
    fireEvent.keyDown(overlay, { key: 'End' });
    await screen.findByTestId('key-pick');
    fireEvent.keyDown(overlay, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('key-pick')).not.toBeInTheDocument());
    fireEvent.keyDown(overlay, { key: 'ArrowUp' });
    await waitFor(() => expect(screen.getByTestId('key-pick')).toHaveTextContent('button "Sign in"'));
    fireEvent.keyDown(overlay, { key: 'Enter' });
    await waitFor(() => expect(fake.callsTo('PickAssertion')).toEqual([['sess1', 150, 220]]));
  });
});

describe('DemoMirror modes', () => {
  it('is one stop in the tab order; the arrow keys choose the mode and keep the keyboard on it', async () => {
    renderWith(<DemoMirror sessionId="sess1" frame={frame} initialMode="interact" />, demoFake());
    const radio = (name: string) => screen.getByRole('radio', { name });
    expect([radio('View'), radio('Interact'), radio('Assert')].map((r) => r.tabIndex)).toEqual([-1, 0, -1]);
    radio('Interact').focus();
    fireEvent.keyDown(radio('Interact'), { key: 'ArrowRight' });
    expect(radio('Assert')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Assert')).toHaveFocus();
    fireEvent.keyDown(radio('Assert'), { key: 'ArrowRight' });
    expect(radio('View')).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(radio('View'), { key: 'ArrowLeft' });
    expect(radio('Assert')).toHaveAttribute('aria-checked', 'true');
  });
});

describe('LocatorPlayground', () => {
  it('counts what the typed locator finds, says whether the recorded element is among them, and adds it as a candidate', async () => {
    const fake = new FakeStudio();
    const target = fixtures.login.steps[0].target!;
    fake.handle('EvaluateLocator', (_sid, _t, text: string) =>
      text === "getByRole('textbox')"
        ? { locator: { kind: 'role', role: 'textbox', score: 100 }, matches: 2, fingerprintMatches: 1, recorded: true, outcome: '2 elements, one is the recorded element', boxes: [], found: [{ description: 'textbox "Email"', recorded: true }, { description: 'textbox "Password"', recorded: false }] }
        : text.includes('password')
          ? { locator: { kind: 'css', value: text, score: 520 }, matches: 1, fingerprintMatches: 0, recorded: false, outcome: 'fingerprint mismatch', boxes: [], found: [{ description: 'textbox "Password"', recorded: false }] }
          : text.includes('(')
            ? { locator: target.candidates[0], matches: 1, fingerprintMatches: 1, recorded: true, outcome: 'ok', boxes: [], found: [{ description: 'textbox "Email"', recorded: true }] }
            : { locator: { kind: 'css', value: '', score: 0 }, error: 'locator not understood', matches: 0, fingerprintMatches: 0, recorded: false, outcome: '', boxes: [], found: [] },
    );
    const set: unknown[] = [];
    const user = userEvent.setup();
    renderWith(<LocatorPlayground sessionId="sess1" target={target} onSetTarget={(t) => set.push(t)} />, fake);
    const box = screen.getByLabelText('Locator');
    expect(box).toHaveValue(playwrightText(target.candidates[0]));
    expect(await screen.findByTestId('playground-count')).toHaveTextContent('1 match');
    await user.clear(box);
    await user.type(box, "getByRole('textbox')");
    await waitFor(() => expect(screen.getByTestId('playground-count')).toHaveTextContent('2 matches'));
    expect(screen.getByTestId('playground-fingerprint')).toHaveTextContent('the recorded element is among them');
    // The matches are listed, numbered as on the mirror, the recorded one marked.
    const found = screen.getByRole('list', { name: 'Matches on the page' });
    expect([...found.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['textbox "Email" — the recorded element', 'textbox "Password"']);
    await user.clear(box);
    await user.type(box, 'input[[type=password]');
    await waitFor(() => expect(screen.getByTestId('playground-fingerprint')).toHaveTextContent('is not among them'));
    await user.click(screen.getByRole('button', { name: 'Add as new candidate' }));
    expect(set).toHaveLength(1);
    expect((set[0] as { candidates: unknown[] }).candidates).toHaveLength(target.candidates.length + 1);
    await user.click(screen.getByRole('button', { name: 'Replace candidate 1' }));
    expect((set[1] as { candidates: { value?: string }[] }).candidates[0].value).toBe('input[type=password]');
  });

  it('writes candidates in Playwright syntax', () => {
    expect(playwrightText({ kind: 'role', role: 'button', name: "Don't", score: 100 })).toBe("getByRole('button', { name: 'Don\\'t' })");
    expect(playwrightText({ kind: 'testid', attr: 'data-testid', value: 'go', score: 1 })).toBe("getByTestId('go')");
    expect(playwrightText({ kind: 'testid', attr: 'data-qa', value: 'go', score: 2 })).toBe('data-qa="go"');
    expect(playwrightText({ kind: 'xpath', value: '//a', score: 2 })).toBe("locator('xpath=//a')");
  });
});
