import type { ZodApp } from '#server/http/zod-app';
import { catalogueRoutes } from './catalogue-routes';
import { roleRoutes } from './role-routes';
import { userPermissionRoutes } from './user-permission-routes';

/** /v1/security and user/save-permission (docs/permissions.md). */
export function securityRoutes(app: ZodApp): void {
  catalogueRoutes(app);
  userPermissionRoutes(app);
  roleRoutes(app);
}
