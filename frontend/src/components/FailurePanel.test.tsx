import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Run, StepResult, Suggestion } from '../api/generated';
import { renderWith } from '../test/render';
import { FailurePanel } from './FailurePanel';
import { healMatchText } from '../lib/results';

const card = (context: string, score: number, why: string): Suggestion => ({
  description: `button "Add to cart" near "${context}"`,
  score,
  why,
  target: {
    candidates: [{ kind: 'css', value: `article:has-text("${context}") > button`, score: 540 }],
    fingerprint: { tag: 'button', role: 'button', name: 'Add to cart', text: 'Add to cart', context },
  },
});

// What replay says of the Wool Scarf's "Add to cart" once a Merino Wool
// Scarf card stands before it and its aria-label is gone (backend/heal
// drift_test.go): ambiguous, the card still near "Wool Scarf" first.
const ambiguous: StepResult = {
  stepId: 's1',
  index: 0,
  action: 'click',
  status: 'failed',
  winnerIndex: -1,
  durationMs: 2000,
  error:
    'refusing to act: the element found is not the recorded one (label "Add Wool Scarf to cart" → no element; role button "Add Wool Scarf to cart" → no element; xpath "/html/body/main/section/article[1]/button" → fingerprint mismatch: context changed from "Wool Scarf" to "Merino Wool Scarf"); similarity healing: ambiguous: … — re-record the step or accept a suggestion in the editor',
  attempts: [
    { locator: { kind: 'label', value: 'Add Wool Scarf to cart', score: 140 }, matches: 0, outcome: 'no element' },
    { locator: { kind: 'role', role: 'button', name: 'Add Wool Scarf to cart', score: 100 }, matches: 0, outcome: 'no element' },
    { locator: { kind: 'xpath', value: '/html/body/main/section/article[1]/button', score: 900 }, matches: 1, outcome: 'fingerprint mismatch: context changed from "Wool Scarf" to "Merino Wool Scarf"' },
  ],
  cause:
    'Two elements match about equally: button "Add to cart" near "Wool Scarf" (79%) and button "Add to cart" near "Merino Wool Scarf" (72%), less than the 10 points apart healing needs to choose; pick the right one',
  suggestions: [
    card('Wool Scarf', 0.79, 'name changed from "Add Wool Scarf to cart" to "Add to cart"; role and context unchanged'),
    card('Merino Wool Scarf', 0.72, 'name changed from "Add Wool Scarf to cart" to "Add to cart"; context changed from "Wool Scarf" to "Merino Wool Scarf"; role unchanged'),
  ],
};

const run = { id: 'run1', trajectoryId: 't1', revision: 1, status: 'failed', startedAt: '2026-11-29T10:00:00Z', steps: [ambiguous], llmCalls: 0 } as Run;

function panel(result: StepResult, onAcceptSuggestion = vi.fn()) {
  renderWith(
    <FailurePanel
      run={run}
      result={result}
      busy={false}
      canPick
      picking={false}
      onAcceptSuggestion={onAcceptSuggestion}
      onAcceptHeal={vi.fn()}
      onPick={vi.fn()}
      onContinue={vi.fn()}
      onDismiss={vi.fn()}
    />,
  );
  return screen.getByRole('region', { name: 'Failed step' });
}

describe('FailurePanel', () => {
  it('says an ambiguous match is ambiguous, in the engine’s words, and shows each card’s score and why it is a candidate', async () => {
    const accept = vi.fn();
    const p = panel(ambiguous, accept);
    const summary = p.querySelector('details.error-box summary')!;
    expect(summary).toHaveTextContent('Two elements match about equally: button "Add to cart" near "Wool Scarf" (79%) and button "Add to cart" near "Merino Wool Scarf" (72%)');
    expect(summary).not.toHaveTextContent('not on the page');
    const cards = within(p).getAllByTestId('suggestion');
    expect(cards[0]).toHaveTextContent('button "Add to cart" near "Wool Scarf"');
    expect(within(cards[0]).getByTestId('suggestion-score')).toHaveTextContent('79% like the recorded element');
    expect(within(cards[0]).getByTestId('suggestion-why')).toHaveTextContent('role and context unchanged');
    expect(within(cards[1]).getByTestId('suggestion-score')).toHaveTextContent('72% like the recorded element');
    // Accepting asks nothing more.
    await userEvent.click(within(cards[0]).getByRole('button', { name: 'Accept fix and continue' }));
    expect(accept).toHaveBeenCalledWith(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leads with the engine’s reason for a renamed button, not "not on the page"', () => {
    const renamed: StepResult = {
      ...ambiguous,
      cause: 'Meaning changed from "Sign in" to "Continue" (a different action): replay will not act on button "Continue" near "Welcome back"',
      suggestions: [],
    };
    const p = panel(renamed);
    expect(p.querySelector('details.error-box summary')).toHaveTextContent(/^Meaning changed from "Sign in" to "Continue"/);
  });
});

describe('healMatchText', () => {
  it('says no other element could be it instead of a next closest at 0%', () => {
    expect(healMatchText({ tier: 'similarity', score: 0.81, runnerUp: 0 })).toBe('Found by comparing the page with the recorded element · 81% like the recorded element (no other element on the page could be it)');
    expect(healMatchText({ tier: 'similarity', score: 0.86, runnerUp: 0.68 })).toContain('(next closest element on the page: 68%)');
  });
});
