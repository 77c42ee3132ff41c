import { commonMessages } from '#app/shared/i18n/common-messages';
import { answeringMessages } from '#app/features/answering/answering-messages';
import { designerMessages } from '#app/features/designer/designer-messages';
import { filesMessages } from '#app/shared/files/files-messages';
import { formsMessages } from '#app/shared/forms/forms-messages';
import { answerHintsMessages } from '#app/shared/forms/answer-hints-messages';
import { authMessages } from '#app/features/auth/auth-messages';
import { errorMessages } from '#app/shell/errors/error-messages';
import { homeMessages } from '#app/features/home/home-messages';
import { layoutMessages } from '#app/shell/layouts/layout-messages';
import { managementMessages } from '#app/shell/management/management-messages';
import { pwaMessages } from '#app/shell/pwa/pwa-messages';
import { sessionMessages } from '#app/shell/session/session-messages';
import { syncMessages } from '#app/features/offline/sync-messages';
import { uiMessages } from '#app/shared/ui/ui-messages';
import { richTextMessages } from '#app/shared/ui/rich-text-messages';
import { kindsMessages } from '#app/features/designer/kinds/kinds-messages';
import { logicMessages } from '#app/features/designer/logic/logic-messages';
import { historyMessages } from '#app/features/designer/history/history-messages';
import { historyFieldMessages } from '#app/features/designer/history/history-field-messages';
import { shareMessages } from '#app/features/designer/share/share-messages';
import { feedbackMessages } from '#app/features/designer/feedback/feedback-messages';
import { formListsMessages } from '#app/features/form-lists/form-lists-messages';
import { reviewMessages } from '#app/features/review/review-messages';
import { reviewKindMessages } from '#app/shared/forms/review-kind-messages';
import { designerOfflineMessages } from '#app/features/designer/drafts/designer-offline-messages';
import { answerKindsMessages } from '#app/features/answering/kinds/kinds-messages';
import { addressMessages } from '#app/features/answering/address/address-messages';
import { attachmentMessages } from '#app/features/answering/attachment/attachment-messages';
import { answerFlowMessages } from '#app/features/answering/flow/answer-flow-messages';
import { offlineFormsMessages } from '#app/features/offline/offline-forms-messages';
import { captchaMessages } from '#app/shared/captcha/captcha-messages';
import { verificationMessages } from '#app/shared/verification/verification-messages';
import { statisticsMessages } from '#app/features/statistics/statistics-messages';
import { errorReportsMessages } from '#app/features/error-reports/error-reports-messages';
import { actionLogMessages } from '#app/features/action-log/action-log-messages';
import { integrationsMessages } from '#app/features/integrations/integrations-messages';
import { securityMessages } from '#app/features/security/security-messages';
import { catalogueNamesMessages } from '#app/features/security/catalogue-names-messages';
import { notificationsMessages } from '#app/features/notifications/notifications-messages';
import { systemsMessages } from '#app/features/systems/systems-messages';
import { tasksMessages } from '#app/features/tasks/tasks-messages';
import { localitiesAdminMessages } from '#app/features/localities/localities-messages';
import { formImportMessages } from '#app/features/form-import/form-import-messages';
import { configMessages } from '#app/features/configuration/config-messages';
import { categoriesMessages } from '#app/features/categories/categories-messages';
import { newsMessages } from '#app/features/news/news-messages';
import { fileManagerMessages } from '#app/features/file-manager/file-manager-messages';
import { usersMessages } from '#app/features/users/users-messages';
import { profileMessages } from '#app/features/profile/profile-messages';
import { organisationsMessages } from '#app/features/organisations/organisations-messages';
import { printMessages } from '#app/features/designer/print/print-messages';
import { webhooksMessages } from '#app/features/webhooks/webhooks-messages';
import type { Language } from '#core/constants';
import { domainMessagesEn } from '#core/i18n';
import { domainMessagesVi } from '#core/i18n';
import { bilingualTexts, type Messages } from '#app/shared/i18n/catalogue';
import { formPreviewMessages } from '#app/features/answering/preview/form-preview-messages';
import { listMessages } from '#app/features/designer/kinds/kinds-lists-messages';
import { tableMessages } from '#app/features/designer/kinds/kinds-table-messages';
import { designerEnglishMessages } from '#app/features/designer/english/english-messages';
import { tabSettingsMessages } from '#app/features/designer/settings/settings-messages';
import { tabDesignMessages } from '#app/features/designer/tabs/design-messages';
import { designSplitMessages } from '#app/features/designer/tabs/design-split-messages';
import { designerCoverMessages } from '#app/features/designer/tabs/designer-cover-messages';
import { designerTabsMessages } from '#app/features/designer/tabs/designer-tabs-messages';
import { answersMessages } from '#app/features/statistics/answers-messages';
import { surveysMessages } from '#app/features/statistics/surveys-messages';

/**
 * Every catalogue of shared, shell and the features, listed once for the checks run outside the browser
 * (scripts/check-i18n.ts, tests/app/glossary.test.ts). The page never imports this file: each component
 * loads its own catalogues through useT (shared/i18n/use-t.ts).
 */
export const allMessages: readonly Messages[] = [
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
  formsMessages, answerHintsMessages, designerMessages, designerTabsMessages, tabDesignMessages, designSplitMessages, designerCoverMessages, tabSettingsMessages,
  designerEnglishMessages, listMessages, tableMessages, formPreviewMessages, answeringMessages, filesMessages, richTextMessages, kindsMessages,
  logicMessages, historyMessages, historyFieldMessages, shareMessages, feedbackMessages, formListsMessages, reviewMessages, reviewKindMessages,
  designerOfflineMessages,
  answerKindsMessages, addressMessages, attachmentMessages, answerFlowMessages, offlineFormsMessages,
  statisticsMessages, answersMessages, surveysMessages, errorReportsMessages, actionLogMessages, securityMessages, catalogueNamesMessages,
  notificationsMessages, systemsMessages, tasksMessages, localitiesAdminMessages, configMessages, categoriesMessages,
  integrationsMessages,
  newsMessages, fileManagerMessages,
  usersMessages, profileMessages,
  organisationsMessages,
  printMessages,
  webhooksMessages,
  formImportMessages,
  verificationMessages,
  captchaMessages,
];

function build(language: Language): Record<string, string> {
  const catalogue: Record<string, string> = { ...(language === 'vi' ? domainMessagesVi : domainMessagesEn) };
  for (const messages of allMessages) {
    for (const [id, text] of Object.entries(bilingualTexts(messages))) catalogue[id] = text[language];
  }
  return catalogue;
}

export const catalogues: Record<Language, Record<string, string>> = { vi: build('vi'), en: build('en') };
