import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LocatorEvaluation, Target } from '../api/generated';
import { FakeStudio, fixtures } from '../test/fakeStudio';
import { renderWith } from '../test/render';
import { LocatorPlayground, MAX_LOCATOR } from './LocatorPlayground';

// unfinished answers as the studio does for a locator whose quote is not closed.
const unfinished = (_sid: string, _t: Target, text: string): LocatorEvaluation => ({
  locator: { kind: 'text', score: 0 },
  error: `locator not understood: ${text} is unfinished; close its quoted text`,
  matches: 0,
  fingerprintMatches: 0,
  recorded: false,
  outcome: '',
  boxes: [],
  found: [],
});

describe('LocatorPlayground with a pasted locator', () => {
  it('says a locator longer than the limit is too long, keeps all of it, and checks nothing', async () => {
    const fake = new FakeStudio();
    fake.handle('EvaluateLocator', unfinished);
    const target = fixtures.login.steps[0].target!;
    renderWith(<LocatorPlayground sessionId="sess1" target={target} onSetTarget={() => {}} />, fake);
    await screen.findByTestId('playground-result');
    const before = fake.callsTo('EvaluateLocator').length;
    const pasted = `getByText('${'a very long pasted paragraph '.repeat(90)}')`;
    expect(pasted.length).toBeGreaterThan(MAX_LOCATOR);
    fireEvent.change(screen.getByLabelText('Locator'), { target: { value: pasted } });
    expect(screen.getByLabelText('Locator')).toHaveValue(pasted);
    const said = screen.getByTestId('playground-result');
    expect(said).toHaveTextContent(`This locator is too long: ${pasted.length.toLocaleString('en')} characters, at most 2,000.`);
    expect(said).not.toHaveTextContent('unfinished');
    expect(said.textContent!.length).toBeLessThan(300);
    await new Promise((r) => setTimeout(r, 400));
    expect(fake.callsTo('EvaluateLocator')).toHaveLength(before);
    expect(screen.getByRole('button', { name: 'Add as new candidate' })).toBeDisabled();
  });

  it('clips a long error the page gives back instead of echoing the whole locator', async () => {
    const fake = new FakeStudio();
    fake.handle('EvaluateLocator', unfinished);
    renderWith(<LocatorPlayground sessionId="sess1" target={fixtures.login.steps[0].target!} onSetTarget={() => {}} />, fake);
    fireEvent.change(screen.getByLabelText('Locator'), { target: { value: `getByText('${'x'.repeat(1500)}` } });
    await waitFor(() => expect(screen.getByTestId('playground-result')).toHaveTextContent('is unfinished'));
    expect(screen.getByTestId('playground-result').textContent!.length).toBeLessThan(400);
  });
});

describe('LocatorPlayground with a locator that finds another element', () => {
  it('offers to make that element the step’s, since as a candidate a run would refuse it', async () => {
    const fake = new FakeStudio();
    fake.handle('EvaluateLocator', (): LocatorEvaluation => ({
      locator: { kind: 'role', role: 'button', name: 'Continue', score: 0 },
      matches: 1,
      fingerprintMatches: 0,
      recorded: false,
      outcome: '',
      boxes: [{ x: 10, y: 20, w: 100, h: 40 }],
      found: [{ description: 'button "Continue"', recorded: false }],
    }));
    const used: [number, number][] = [];
    const target = fixtures.login.steps[2].target!;
    renderWith(<LocatorPlayground sessionId="sess1" target={target} onSetTarget={() => {}} onUseElement={(x, y) => used.push([x, y])} />, fake);
    fireEvent.change(screen.getByLabelText('Locator'), { target: { value: "getByRole('button', { name: 'Continue' })" } });
    const other = await screen.findByTestId('playground-other');
    expect(other).toHaveTextContent('It finds another element than the recorded one');
    fireEvent.click(screen.getByRole('button', { name: 'Use this element' }));
    await waitFor(() => expect(used).toEqual([[60, 40]]));
  });
});
