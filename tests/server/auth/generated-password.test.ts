import { describe, expect, it } from 'vitest';
import { passwordProblem } from '#core/auth';
import { generatePassword } from '#server/auth/tokens';

describe('a generated password (first administrator, reset by an administrator)', () => {
  it('always meets the password rule, is 16 characters long and never repeats', () => {
    const generated = Array.from({ length: 500 }, generatePassword);
    expect(generated.filter((password) => passwordProblem(password) !== null)).toEqual([]);
    expect(new Set(generated.map((password) => password.length))).toEqual(new Set([16]));
    expect(new Set(generated).size).toBe(generated.length);
  });
});
