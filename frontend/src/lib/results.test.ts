import { describe, expect, it } from 'vitest';
import { checkFailure, failureSentence, ordinal, winnerWords } from './results';

describe('checkFailure', () => {
  it('reads what a failed text check wanted and what the page showed, with its escapes', () => {
    const error = 'assert-text: assertion failed: text "Demo Store\\nWelcome back \\"Ann\\"" (1234 characters in all) does not contain "Order placed"';
    expect(checkFailure({ error })).toEqual({ what: 'text', seen: 'Demo Store\nWelcome back "Ann"', total: 1234, verb: 'contain', want: 'Order placed' });
    expect(failureSentence({ error, attempts: [] })).toBe('The text does not contain “Order placed”');
  });

  it('reads a value check without a length', () => {
    expect(checkFailure({ error: 'assert-value: assertion failed: value "" does not equal "ann@example.com"' })).toEqual({
      what: 'value',
      seen: '',
      total: undefined,
      verb: 'equal',
      want: 'ann@example.com',
    });
  });

  it('takes what the step result says over its sentence', () => {
    // The sentence is only read for runs saved before results said it.
    const r = {
      error: 'assert-text: assertion failed: text "old wording" does not contain "Paid"',
      check: { what: 'text', expected: 'Paid', match: 'regex', actual: 'Order 12 … pending…', actualLength: 4000 },
    };
    expect(checkFailure(r)).toEqual({ what: 'text', seen: 'Order 12 … pending…', total: 4000, verb: 'match', want: 'Paid' });
    expect(failureSentence({ ...r, attempts: [] })).toBe('The text does not match “Paid”');
    expect(checkFailure({ check: { what: 'value', expected: 'ann', match: 'exact', actual: '' } })).toEqual({ what: 'value', seen: '', total: undefined, verb: 'equal', want: 'ann' });
  });

  it('leaves other errors alone', () => {
    expect(checkFailure({ error: 'click: no candidate found the recorded element (role=button → no element)' })).toBeNull();
    expect(checkFailure({})).toBeNull();
  });
});

describe('winnerWords', () => {
  const loc = (value: string) => ({ kind: 'css' as const, value, score: 500 });
  it('says which locator found the element, in words', () => {
    expect(winnerWords({ winnerIndex: 0, attempts: [{ locator: loc('#go'), matches: 1, outcome: 'ok' }] })).toEqual({ found: 'found by its first locator', missed: '', missedWhy: '', tried: '' });
    expect(ordinal(3)).toBe('third');
    expect(ordinal(12)).toBe('12th');
    expect(ordinal(22)).toBe('22nd');
  });

  it('does not blame the locators above one that replay tried first', () => {
    // Replay tried the third locator first (an #id, or the one that won last time): the two above it were not tried.
    const w = winnerWords({ winnerIndex: 2, attempts: [{ locator: loc('#email'), matches: 1, outcome: 'ok' }] });
    expect(w).toMatchObject({ found: 'found by its third locator', missed: '', tried: 'tried first' });
  });

  it('says the locators tried before it missed the element, and what the step offers to do', () => {
    const w = winnerWords({
      winnerIndex: 2,
      attempts: [
        { locator: loc('#old-email'), matches: 0, outcome: 'no element' },
        { locator: loc('input.field'), matches: 3, outcome: '3 elements, none is the recorded one (name differs)' },
        { locator: loc('#email'), matches: 1, outcome: 'ok' },
      ],
    });
    expect(w.found).toBe('found by its third locator');
    expect(w.missed).toBe('the 2 tried before it no longer find the element: prefer this one (↑ in Target) or remove them (×)');
    expect(w.missedWhy).toBe('css "#old-email" → no element\ncss "input.field" → 3 elements, none is the recorded one (name differs)');
    expect(winnerWords({ winnerIndex: 1, attempts: [{ locator: loc('#a'), matches: 0, outcome: 'no element' }, { locator: loc('#b'), matches: 1, outcome: 'ok' }] }).missed).toBe(
      'the one tried before it no longer finds the element: prefer this one (↑ in Target) or remove that one (×)',
    );
  });
});
