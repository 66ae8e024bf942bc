import { describe, expect, it } from 'vitest';
import { nearVariable, typoHint } from './variables';

describe('nearVariable (as the engine’s NearVariable)', () => {
  it.each([
    ['a letter dropped', 'usr', ['user'], 'user'],
    ['the same but for case', 'USER', ['password', 'user'], 'user'],
    ['two letters off in a long name', 'shipingAdress', ['shippingAddress'], 'shippingAddress'],
    ['two letters swapped (two changes) in a five-letter name', 'emial', ['email'], 'email'],
    ['the closest of two', 'usernme', ['usernames', 'username'], 'username'],
    ['the first declared on a tie', 'cat', ['bat', 'hat'], 'bat'],
    ['nothing for a declared name', 'user', ['user', 'users'], ''],
    ['nothing two letters off when a name has four letters or fewer', 'pas', ['pass1'], ''],
    ['nothing for a far name', 'id', ['city'], ''],
    ['nothing without variables', 'usr', [], ''],
  ])('%s: {{%s}} in %j → %j', (_what, name, declared, want) => {
    expect(nearVariable(name, declared)).toBe(want);
  });

  it('words the hint the studio adds', () => {
    expect(typoHint('usr', ['user'])).toBe('(the flow has {{user}}: a typo?)');
    expect(typoHint('coupon', ['user'])).toBe('');
  });
});
