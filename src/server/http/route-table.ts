import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { Call } from '#core/api';

export interface RouteEntry {
  method: string;
  url: string;
  /** the definition the route was registered from (register-call.ts); none for a hand-written route */
  call: Call | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route the app registered, in order (the call-definition check reads it) */
    routeTable: readonly RouteEntry[];
  }
  interface FastifyContextConfig {
    call?: Call;
  }
}

const methodsOf = (method: HTTPMethods | HTTPMethods[]) => (Array.isArray(method) ? method : [method]);

/** Installed before any route: records each route as it is registered. */
export function installRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const call = route.config?.call;
    for (const method of methodsOf(route.method)) table.push({ method, url: route.url, call });
  });
}
