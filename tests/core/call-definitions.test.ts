import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allCalls, callPath, defineCall, pathParamNames } from '#core/api';
import { PERMISSION_CODES } from '#core/permissions';

const keysOf = (schema: z.ZodType | undefined) => (schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : []);

describe('call definitions', () => {
  it('fill a path\'s parameters in, each encoded, and refuse a missing one', () => {
    const call = defineCall({ method: 'GET', path: '/api/v1/form/:id/answers/:responseId', reply: z.null(), permission: 'public' });
    expect(callPath(call, { id: 12, responseId: 'a/b c?' })).toBe('/api/v1/form/12/answers/a%2Fb%20c%3F');
    expect(() => callPath(call, { id: 12 })).toThrow(':responseId');
    expect(pathParamNames(call.path)).toEqual(['id', 'responseId']);
  });

  it('each path is /api, unique with its method, and its :params are exactly the params schema\'s keys', () => {
    const seen = new Set<string>();
    for (const call of allCalls) {
      const route = `${call.method} ${call.path}`;
      expect(call.path, route).toMatch(/^\/api\//);
      expect(seen.has(route), `${route} defined twice`).toBe(false);
      seen.add(route);
      expect(keysOf(call.params), route).toEqual(pathParamNames(call.path).sort());
    }
  });

  it('each permission is public, signed-in, system-user or codes of the catalogue', () => {
    const known = new Set<string>(['public', 'signed-in', 'system-user', ...PERMISSION_CODES]);
    for (const { method, path, permission } of allCalls) {
      for (const code of typeof permission === 'string' ? [permission] : permission) expect(known.has(code), `${method} ${path}: ${code}`).toBe(true);
    }
  });
});
