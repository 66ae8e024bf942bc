import { describe, expect, it } from 'vitest';
import { nameHint, nearVariable, typoHint, variableName } from './variables';

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

describe('variableName (the engine’s ValidVariableName: ^[A-Za-z_][A-Za-z0-9_-]*$)', () => {
  const rule = 'Use only a–z, A–Z, 0–9, _ and - in a name (no spaces or accents)';
  it.each([
    ['an ASCII name', 'user_name-2', 'user_name-2', '', []],
    ['Cyrillic letters: nothing is left', 'почта', '', `${rule}.`, ['п', 'о', 'ч', 'т', 'а']],
    ['Japanese letters: nothing is left', 'ユーザー', '', `${rule}.`, ['ユ', 'ー', 'ザ']],
    ['accents are left out', 'café', 'caf', '', ['é']],
    ['spaces are left out', 'my var', 'myvar', '', ['spaces']],
    ['a digit first', '2fa', '2fa', 'Start a name with a–z, A–Z or _.', []],
    ['a digit first once the rest is left out', 'ユーザー1', '1', `${rule}, and start it with a–z, A–Z or _.`, ['ユ', 'ー', 'ザ']],
    ['nothing typed', '', '', '', []],
  ])('%s: %j → {{%s}} %j', (_what, typed, name, problem, leftOut) => {
    expect(variableName(typed)).toEqual({ name, problem, leftOut });
  });

  it('words what a typed name becomes', () => {
    expect(nameHint('coupon code!', 'this adds')).toBe(`${rule}: this adds {{couponcode}} (left out: spaces !).`);
    expect(nameHint('user', 'this adds')).toBe('');
    expect(nameHint('почта', 'this adds')).toBe(`${rule}.`);
  });
});
