import { z } from 'zod';
import { storableString } from '../text';
import { listSchema, pagingQuerySchema } from './envelope';
import { plainValue } from './security.contract';
import { rowIdParamsSchema, rowIdSchema } from './url-number.schema';

/** A bearer token lives this long; the client asks for a new one with its credentials. */
export const INTEGRATION_TOKEN_SECONDS = 3600;
/** Bearer calls an account may make per minute (docs/integrations.md). */
export const INTEGRATION_CALLS_PER_MINUTE = 600;

const rowId = rowIdSchema;
const permissionCode = z.string().trim().min(1).max(100);

export const integrationIdParamsSchema = rowIdParamsSchema;

/** GET /api/v1/IntegrateUser?search=&page=&pageSize=: search in name, client id and description. */
export const listIntegrationsQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
});
export type ListIntegrationsQuery = z.infer<typeof listIntegrationsQuerySchema>;

/** An account as the back office sees it: never its secret (only a hash is stored). */
export const integrationItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  clientId: z.string(),
  enabled: z.boolean(),
  /** the last bearer call; null when never used */
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  /** the permission codes the account acts with */
  scope: z.array(z.string()),
});
export type IntegrationItem = z.infer<typeof integrationItemSchema>;

export const integrationListSchema = listSchema(integrationItemSchema);
export type IntegrationList = z.infer<typeof integrationListSchema>;

const fields = {
  name: plainValue('validation.required', 100),
  description: storableString().trim().max(500, 'validation.invalid').optional(),
  /** codes granted to the account; an actor may add only codes it holds itself (a system user: any) */
  scope: z.array(permissionCode).max(200),
};

/** POST /api/v1/IntegrateUser */
export const createIntegrationBodySchema = z.object(fields);
export type CreateIntegrationBody = z.infer<typeof createIntegrationBodySchema>;

/** PUT /api/v1/IntegrateUser: `regenerateSecret` issues a new secret (answered once) and ends every token. */
export const updateIntegrationBodySchema = z.object({
  ...fields,
  id: rowId,
  enabled: z.boolean(),
  regenerateSecret: z.boolean().optional(),
});
export type UpdateIntegrationBody = z.infer<typeof updateIntegrationBodySchema>;

/** The account, plus its secret when one was just made (create, regenerate); the secret is never shown again. */
export const integrationSavedSchema = integrationItemSchema.extend({ clientSecret: z.string().nullable() });
export type IntegrationSaved = z.infer<typeof integrationSavedSchema>;

/** POST /api/v1/IntegrateUser/token */
export const integrationTokenBodySchema = z.object({
  clientId: z.string().trim().min(1, 'validation.required').max(200),
  clientSecret: z.string().min(1, 'validation.required').max(500),
});
export type IntegrationTokenBody = z.infer<typeof integrationTokenBodySchema>;

export const integrationTokenSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** seconds */
  expiresIn: z.number().int(),
});
export type IntegrationToken = z.infer<typeof integrationTokenSchema>;

/** GET /api/v1/IntegrateUser/scope-options: the codes the caller may grant, by permission group. */
export const scopeOptionsSchema = z.array(z.object({
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  permissions: z.array(z.object({ code: z.string(), name: z.string() })),
}));
export type ScopeOptions = z.infer<typeof scopeOptionsSchema>;

/** DELETE /api/v1/IntegrateUser/{id}: tokens end, the service user is marked deleted. */
export const integrationDeletedSchema = z.object({ id: z.number().int() });
