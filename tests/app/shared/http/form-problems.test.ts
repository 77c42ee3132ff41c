import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '#app/shared/http/api-error';
import { localProblems, serverProblems } from '#app/shared/http/form-problems';

const schema = z.object({
  name: z.string().min(1, 'validation.roleNameRequired'),
  code: z.string().regex(/^\w+$/),
  level: z.number().int(),
});
const catalogue = new Set(['validation.roleNameRequired']);
const isKey = (text: string) => catalogue.has(text);

describe('form problems', () => {
  it('keeps a check\'s own catalogue key and turns zod\'s English defaults into required or invalid', () => {
    expect(localProblems(schema, { name: '', code: 'a b' }, isKey)).toEqual({
      name: 'validation.roleNameRequired', code: 'validation.invalid', level: 'validation.required',
    });
    expect(localProblems(schema, { name: 'Role', code: 'ok', level: 2 }, isKey)).toEqual({});
  });

  it('gives the first problem of each field only', () => {
    const twice = z.object({ name: z.string().min(3, 'validation.roleNameRequired').regex(/^x/, 'other') });
    expect(localProblems(twice, { name: 'a' }, isKey)).toEqual({ name: 'validation.roleNameRequired' });
  });

  it('reads the server\'s field messages, and its message under "" when no field carries it; nothing for a network failure', () => {
    expect(serverProblems(new ApiError(400, 'VALIDATION', 'Invalid', [{ field: 'code', message: 'Code taken' }]))).toEqual({ code: 'Code taken' });
    expect(serverProblems(new ApiError(409, 'CONFLICT', 'Role in use'))).toEqual({ '': 'Role in use' });
    expect(serverProblems(new ApiError(0, 'NETWORK', 'offline'))).toEqual({});
    expect(serverProblems(new Error('boom'))).toEqual({});
  });
});
