import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema } from '#core/api';
import {
  type DomainError, conflict, conflictOn, forbidden, invalidField, notFound, tooManyRequests, unauthorized, validationError,
} from '#server/domain/domain-error';
import { installErrorHandler } from '#server/http/error-handler';

/** A use-case's refusals, thrown as they are by a route: each is answered by the one error handler. */
const refusals: Record<string, () => DomainError> = {
  unauthorized, forbidden, notFound,
  conflict: () => conflict({ key: 'validation.codeExists' }),
  validation: () => validationError([{ field: 'code', key: 'validation.required' }]),
  tooMany: () => tooManyRequests(90),
  conflictOn: () => conflictOn('code', 'validation.codeExists'),
  invalidField: () => invalidField('parentId', 'validation.groupCycle'),
};

const app = Fastify();
beforeAll(async () => {
  installErrorHandler(app);
  app.get('/api/refuse/:name', (req) => {
    const { name } = req.params as { name: string };
    return Promise.reject((refusals[name] ?? unauthorized)());
  });
  await app.ready();
});
afterAll(async () => app.close());

async function refusal(name: string, language = 'vi') {
  const res = await app.inject({ method: 'GET', url: `/api/refuse/${name}`, headers: { 'accept-language': language } });
  return { status: res.statusCode, retryAfter: res.headers['retry-after'], body: failureSchema.parse(res.json()) };
}

describe('domain errors become replies in one place (http/error-handler.ts)', () => {
  it('answers each kind with its status and the envelope code', async () => {
    const seen = await Promise.all(['unauthorized', 'forbidden', 'notFound', 'conflict', 'validation', 'tooMany'].map(async (name) => {
      const { status, body } = await refusal(name);
      return [status, body.code];
    }));
    expect(seen).toEqual([[401, 'UNAUTHORIZED'], [403, 'FORBIDDEN'], [404, 'NOT_FOUND'], [409, 'CONFLICT'], [400, 'VALIDATION'], [429, 'TOO_MANY_REQUESTS']]);
  });

  it('writes the message and field problems in the caller language', async () => {
    const vi = await refusal('validation', 'vi');
    const en = await refusal('validation', 'en-GB');
    expect(en.body.errors?.[0]?.field).toBe('code');
    expect(vi.body.message).not.toBe(en.body.message);
    expect(vi.body.errors?.[0]?.message).not.toBe(en.body.errors?.[0]?.message);
  });

  it('tells how long to wait, in the Retry-After header and the envelope', async () => {
    const { retryAfter, body } = await refusal('tooMany', 'en');
    expect(retryAfter).toBe('90');
    expect(body.retryAfter).toBe(90);
  });

  it('names the one field refused, whose own message is also the reply message', async () => {
    const seen = await Promise.all(['conflictOn', 'invalidField'].map(async (name) => {
      const { status, body } = await refusal(name, 'en');
      return { status, code: body.code, fields: body.errors?.map((e) => e.field), same: body.errors?.[0]?.message === body.message };
    }));
    expect(seen).toEqual([
      { status: 409, code: 'CONFLICT', fields: ['code'], same: true },
      { status: 400, code: 'VALIDATION', fields: ['parentId'], same: true },
    ]);
  });
});
