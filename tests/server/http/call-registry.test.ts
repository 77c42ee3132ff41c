import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '#core/api';
import type { RouteEntry } from '#server/http/route-table';
import { isApiPath, isDocsPath } from '#server/http/tenant';
import { type TestApp, createTestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => t.close());

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** The API's routes, without the HEAD route Fastify adds beside each GET. */
function apiRoutes(): RouteEntry[] {
  const routes = t.app.routeTable.filter((r) => isApiPath(r.url) && !isDocsPath(r.url));
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  return routes.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)));
}

describe('call definitions and routes (docs/server-api.md)', () => {
  it('registers every definition, from that definition', () => {
    const registered = new Map(apiRoutes().map((r) => [key(r), r.call]));
    for (const call of allCalls) expect(registered.get(key({ method: call.method, url: call.path })), key({ method: call.method, url: call.path })).toBe(call);
  });

  it('gives every route of the API a definition', () => {
    const hand = apiRoutes().filter((r) => r.call === undefined).map(key);
    expect(hand).toEqual([]);
  });
});
