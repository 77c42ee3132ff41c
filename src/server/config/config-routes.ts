import type { FileStorage } from '#server/files/file-storage';
import type { ZodApp } from '#server/http/zod-app';
import { companySettingsRoutes } from './company-settings-routes';
import { configEntryRoutes } from './config-entry-routes';
import { configGroupRoutes } from './config-group-routes';
import { logoRoutes } from './logo-routes';

/** Every /v1/config call (docs/configuration.md). */
export function configRoutes(app: ZodApp, storage: FileStorage): void {
  configGroupRoutes(app);
  configEntryRoutes(app);
  logoRoutes(app, storage);
  companySettingsRoutes(app);
}
