import { describe, expect, it } from 'vitest';
import type { Step, Target } from '../api/generated';
import { proposeInstruction } from './instruction';

const button = (name: string, context: string): Target => ({
  candidates: [{ kind: 'role', role: 'button', name, score: 100 }],
  fingerprint: { tag: 'button', role: 'button', name, text: 'Add to cart', context },
});

describe('proposeInstruction', () => {
  it('offers no rewrite that drops the product the instruction picked the element by', () => {
    // The Wool Scarf's button lost its aria-label ("Add Wool Scarf to cart"):
    // the fix found the "Add to cart" still in the Wool Scarf card.
    const before: Step = { id: 's1', action: 'click', instruction: 'click Add to cart for Wool Scarf', target: button('Add Wool Scarf to cart', 'Wool Scarf') };
    const after: Step = { ...before, target: button('Add to cart', 'Wool Scarf') };
    expect(proposeInstruction(before, after)).toBeNull();
    // The instruction quoting the old name would lose the product too.
    const quoted: Step = { ...before, instruction: 'click Add Wool Scarf to cart' };
    expect(proposeInstruction(quoted, { ...after, instruction: quoted.instruction })).toBeNull();
  });

  it('still offers a rewrite for a renamed element, whose old words no longer describe it', () => {
    const signIn = (name: string): Target => ({
      candidates: [{ kind: 'role', role: 'button', name, score: 100 }],
      fingerprint: { tag: 'button', role: 'button', name, text: name, context: 'Welcome back' },
    });
    const before: Step = { id: 's3', action: 'click', instruction: 'click Sign in', target: signIn('Sign in') };
    expect(proposeInstruction(before, { ...before, target: signIn('Log in') })).toBe('click Log in');
  });
});
