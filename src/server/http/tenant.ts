import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '#core/api';
import { urlRowIdSchema } from '#core/api';
import { COMPANY_HEADER } from '#core/constants';
import { companies } from '#server/db/schema/index';
import type { CompanyRow } from '#server/domain/actor';
import { ApiError } from './api-error';

export type { CompanyRow } from '#server/domain/actor';

/**
 * The path the router matched (its pattern, e.g. /api/v1/form/:id), else the decoded request path:
 * checks on the raw URL would let "/%61pi/..." reach the API past them.
 */
export function routedPath(req: FastifyRequest): string {
  if (req.routeOptions.url) return req.routeOptions.url;
  const raw = req.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export function isDocsPath(url: string): boolean {
  return url === '/api/docs' || url.startsWith('/api/docs/') || url.startsWith('/api/docs?');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** served without x-company-id: stored files fetched by <img> tags, which send no header */
    withoutTenant?: boolean;
  }
}

const companyHeaderError = () => new ApiError(400, ErrorCode.CompanyHeader, { key: 'error.companyHeader' });

/**
 * The company the tenant hook loaded, or null where it does not run (outside /api, the docs, unknown
 * routes, withoutTenant): `req.company` is typed for the routes that have one, the request hooks ask here.
 */
export function tenantOf(req: FastifyRequest): CompanyRow | null {
  const loaded: CompanyRow | null = req.company;
  return loaded;
}

/** Every /api call names its tenant with x-company-id; the row is loaded once per request. */
export function installTenant(app: FastifyInstance) {
  app.decorateRequest('company', null as unknown as CompanyRow);
  app.addHook('onRequest', async (req: FastifyRequest) => {
    const path = routedPath(req);
    if (!isApiPath(path) || isDocsPath(path) || req.is404 || req.routeOptions.config.withoutTenant) return;
    const raw = req.headers[COMPANY_HEADER];
    const id = urlRowIdSchema.safeParse(raw).data;
    if (id === undefined) throw companyHeaderError();
    let company = app.hotRows.companies.get(id);
    if (!company) {
      const generation = app.hotRows.companies.generation;
      [company] = await app.db.select().from(companies).where(eq(companies.id, id)).limit(1);
      if (company) app.hotRows.companies.set(id, company, generation);
    }
    if (!company || company.deletedAt) throw companyHeaderError();
    req.company = company;
  });
}
