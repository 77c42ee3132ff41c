import { commonMessages } from './common-messages';
import { answeringMessages } from '../answering/answering-messages';
import { designerMessages } from '../forms/designer-messages';
import { filesMessages } from '../files/files-messages';
import { formsMessages } from '../forms/forms-messages';
import { authMessages } from '../auth/auth-messages';
import { errorMessages } from '../errors/error-messages';
import { homeMessages } from '../home/home-messages';
import { layoutMessages } from '../layouts/layout-messages';
import { managementMessages } from '../management/management-messages';
import { pwaMessages } from '../pwa/pwa-messages';
import { sessionMessages } from '../session/session-messages';
import { syncMessages } from '../sync-status/sync-messages';
import { uiMessages } from '../ui/ui-messages';
import { richTextMessages } from '../ui/rich-text-messages';
import { kindsMessages } from '../forms/kinds-messages';
import { logicMessages } from '../forms/logic-messages';
import { historyMessages } from '../forms/history-messages';
import { historyFieldMessages } from '../forms/history-field-messages';
import { shareMessages } from '../forms/share-messages';
import { feedbackMessages } from '../forms/feedback-messages';
import { formListsMessages } from '../forms/form-lists-messages';
import { reviewMessages } from '../review/review-messages';
import { reviewKindMessages } from '../review/review-kind-messages';
import { designerOfflineMessages } from '../forms/designer-offline-messages';
import { answerKindsMessages } from '../answering/answer-kinds-messages';
import { addressMessages } from '../answering/address-messages';
import { attachmentMessages } from '../answering/attachment-messages';
import { answerFlowMessages } from '../answering/answer-flow-messages';
import { offlineFormsMessages } from '../offline-forms/offline-forms-messages';
import { statisticsMessages } from '../statistics/statistics-messages';
import { errorReportsMessages } from '../error-reports/error-reports-messages';
import { actionLogMessages } from '../action-log/action-log-messages';
import { integrationsMessages } from '../integrations/integrations-messages';
import { securityMessages } from '../security/security-messages';
import { catalogueNamesMessages } from '../security/catalogue-names-messages';
import { notificationsMessages } from '../notifications/notifications-messages';
import { systemsMessages } from '../systems/systems-messages';
import { tasksMessages } from '../tasks/tasks-messages';
import { localitiesAdminMessages } from '../localities/localities-messages';
import { configMessages } from '../config/config-messages';
import { categoriesMessages } from '../categories/categories-messages';
import { newsMessages } from '../news/news-messages';
import { fileManagerMessages } from '../file-manager/file-manager-messages';
import { usersMessages } from '../users/users-messages';
import { profileMessages } from '../profile/profile-messages';
import { organisationsMessages } from '../organisations/organisations-messages';
import type { Bilingual } from './define-messages';

/** Every feature's message file is listed here once; the catalogues are built from this list. */
export const featureMessages: readonly Bilingual[] = [
  commonMessages,
  uiMessages,
  sessionMessages,
  layoutMessages,
  syncMessages,
  pwaMessages,
  errorMessages,
  authMessages,
  homeMessages,
  managementMessages,
  formsMessages, designerMessages, answeringMessages, filesMessages, richTextMessages, kindsMessages,
  logicMessages, historyMessages, historyFieldMessages, shareMessages, feedbackMessages, formListsMessages, reviewMessages, reviewKindMessages,
  designerOfflineMessages,
  answerKindsMessages, addressMessages, attachmentMessages, answerFlowMessages, offlineFormsMessages,
  statisticsMessages, errorReportsMessages, actionLogMessages, securityMessages, catalogueNamesMessages,
  notificationsMessages, systemsMessages, tasksMessages, localitiesAdminMessages, configMessages, categoriesMessages,
  integrationsMessages,
  newsMessages, fileManagerMessages,
  usersMessages, profileMessages,
  organisationsMessages,
];
