import { actionLogCalls } from './action-log.calls';
import { categoryCalls } from './categories.calls';
import { configCalls } from './config.calls';
import { errorReportCalls } from './error-reports.calls';
import { exportCalls } from './exports.calls';
import { fileManagerCalls } from './file-manager.calls';
import { integrationCalls } from './integrations.calls';
import { localityCalls } from './localities.calls';
import { newsCalls } from './news.calls';
import { notificationCalls } from './notifications.calls';
import { webhookCalls } from './webhooks.calls';
import { companyCalls } from './companies.calls';
import { departmentCalls } from './departments.calls';
import { permissionCatalogueCalls, roleCalls, userPermissionCalls } from './security.calls';
import { statisticsCalls } from './statistics.calls';
import { responseCalls } from './responses.calls';
import { fileCalls } from './files.calls';
import { userManageCalls, userSelfCalls } from './users.calls';
import { authCalls } from './auth.calls';
import { systemCalls } from './system.calls';
import { verificationCalls } from './verification.calls';
import { userOrganisationCalls } from './user-organisations.calls';
import { formListCalls } from './form-lists.calls';
import { formCalls } from './forms.calls';
import { formSharingCalls } from './form-sharing.calls';
import { formImportCalls } from './form-import.calls';
import type { Call } from './define-call';

/** Every call definition of the API, by feature: the server registers each, the page calls them. */
export const callsByFeature = {
  categories: categoryCalls,
  news: newsCalls,
  actionLog: actionLogCalls,
  integrations: integrationCalls,
  errorReports: errorReportCalls,
  exports: exportCalls,
  localities: localityCalls,
  notifications: notificationCalls,
  webhooks: webhookCalls,
  fileManager: fileManagerCalls,
  config: configCalls,
  companies: companyCalls,
  departments: departmentCalls,
  permissionCatalogue: permissionCatalogueCalls,
  roles: roleCalls,
  userPermissions: userPermissionCalls,
  statistics: statisticsCalls,
  responses: responseCalls,
  files: fileCalls,
  userManage: userManageCalls,
  userSelf: userSelfCalls,
  auth: authCalls,
  system: systemCalls,
  verification: verificationCalls,
  userOrganisations: userOrganisationCalls,
  formLists: formListCalls,
  forms: formCalls,
  formSharing: formSharingCalls,
  formImport: formImportCalls,
} satisfies Record<string, Record<string, Call>>;

const features: Record<string, Record<string, Call>> = callsByFeature;
export const allCalls: readonly Call[] = Object.values(features).flatMap((calls) => Object.values(calls));
