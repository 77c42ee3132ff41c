import type { ZodApp } from '#server/http/zod-app';
import { companyRoutes } from './company-routes';
import { departmentRoutes } from './department-routes';
import { userOrganisationRoutes } from './user-organisation-routes';

/** Companies, departments and the organisation calls under /v1/user (docs/organisations.md). */
export function organisationRoutes(app: ZodApp): void {
  companyRoutes(app);
  departmentRoutes(app);
  userOrganisationRoutes(app);
}
