import { describe, expect, it } from 'vitest';
import { checkFailure, failureSentence } from './results';

describe('checkFailure', () => {
  it('reads what a failed text check wanted and what the page showed, with its escapes', () => {
    const error = 'assert-text: assertion failed: text "Demo Store\\nWelcome back \\"Ann\\"" (1234 characters in all) does not contain "Order placed"';
    expect(checkFailure(error)).toEqual({ what: 'text', seen: 'Demo Store\nWelcome back "Ann"', total: 1234, verb: 'contain', want: 'Order placed' });
    expect(failureSentence({ error, attempts: [] })).toBe('The text does not contain “Order placed”');
  });

  it('reads a value check without a length', () => {
    expect(checkFailure('assert-value: assertion failed: value "" does not equal "ann@example.com"')).toEqual({
      what: 'value',
      seen: '',
      total: undefined,
      verb: 'equal',
      want: 'ann@example.com',
    });
  });

  it('leaves other errors alone', () => {
    expect(checkFailure('click: no candidate found the recorded element (role=button → no element)')).toBeNull();
    expect(checkFailure(undefined)).toBeNull();
  });
});
