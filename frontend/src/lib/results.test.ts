import { describe, expect, it } from 'vitest';
import { checkFailure, failureSentence } from './results';

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
