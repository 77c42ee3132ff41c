import { actionLogCalls } from './calls/action-log.calls';
import { categoryCalls } from './calls/categories.calls';
import { exportCalls } from './calls/exports.calls';
import { configCalls } from './calls/config.calls';
import { errorReportCalls } from './calls/error-reports.calls';
import { fileManagerCalls } from './calls/file-manager.calls';
import { integrationCalls } from './calls/integrations.calls';
import { localityCalls } from './calls/localities.calls';
import { newsCalls } from './calls/news.calls';
import { notificationCalls } from './calls/notifications.calls';
import { webhookCalls } from './calls/webhooks.calls';
import { formListCalls } from './calls/form-lists.calls';
import { formCalls } from './calls/forms.calls';
import { formSharingCalls } from './calls/form-sharing.calls';
import { formImportCalls } from './calls/form-import.calls';
import { callPath } from './calls/define-call';

/** Paths of the API, as SPEC 7 spells them, used by client and server alike. */
const form = '/api/v1/form';
const security = '/api/v1/security';
export const api = {
  init: '/api/v1/system/init',
  captcha: '/api/v1/user/get-captcha',
  login: '/api/v1/user/login',
  logout: '/api/v1/user/logout',
  changePassword: '/api/v1/user/change-pass',
  formCreate: formCalls.create.path,
  formUpdate: formCalls.update.path,
  /** my forms */
  formList: formListCalls.mine.path,
  /** forms shared with me */
  formListShare: formListCalls.shared.path,
  /** every form of the company (administrators, FormManage) */
  formListAll: formListCalls.all.path,
  /** forms of the users I manage */
  formListByManager: formListCalls.managed.path,
  formAwaitingReview: formListCalls.awaitingReview.path,
  form: (id: number) => callPath(formCalls.get, { id }),
  formDetail: (id: number) => callPath(formCalls.detail, { id }),
  formClone: (id: number) => callPath(formCalls.clone, { id }),
  formHistories: (id: number) => callPath(formCalls.histories, { id }),
  formRestore: (id: number, version: number) => callPath(formCalls.restore, { id, version }),
  formPublish: (id: number) => callPath(formCalls.publish, { id }),
  formDisable: (id: number) => callPath(formCalls.disable, { id }),
  formApprove: (id: number) => callPath(formCalls.approve, { id }),
  formReject: (id: number) => callPath(formCalls.reject, { id }),
  formShareCandidates: formSharingCalls.candidates.path,
  formDepartments: formSharingCalls.departments.path,
  formPermissions: (id: number) => callPath(formSharingCalls.sharedUsers, { id }),
  formUserPermission: (id: number) => callPath(formSharingCalls.userPermission, { id }),
  formUpdatePermissions: formSharingCalls.update.path,
  formByShortUrl: (shortUrl: string) => callPath(formCalls.byShortUrl, { shortUrl }),
  /** error reports about one form (the editor's feedback tab) */
  formErrorReports: (id: number) => `${form}/${id}/error-reports`,
  saveResponse: `${form}/save-form-response`,
  saveResponses: `${form}/save-form-responses`,
  homeStatistics: `${form}/home-statistics`,
  fileToken: '/api/v1/file/get-token',
  storageUpload: '/api/storage/upload',
  storageUploadBase64: '/api/storage/upload/base64',
  storageFile: (key: string) => `/api/storage/files/${encodeURIComponent(key)}`,
  /** resumable uploads: POST start, HEAD/GET status, PATCH a chunk at `Upload-Offset` */
  storageUploadSessions: '/api/storage/uploads',
  storageUploadSession: (uploadId: string) => `/api/storage/uploads/${encodeURIComponent(uploadId)}`,
  formEmailOtp: (id: number) => `${form}/generate-email-otp/${id}`,
  formVerifyEmailOtp: `${form}/verify-email-otp`,
  formSmsOtp: `${form}/generate-sms-otp`,
  formVerifySmsOtp: `${form}/verify-sms-otp`,
  errorReportCreate: errorReportCalls.create.path,
  localityList: localityCalls.list.path,
  localityCounts: localityCalls.counts.path,
  /** administrators: load the official list (JSON of the shape of docs/localities.md) */
  localityImport: localityCalls.import.path,
  // statistics, answers and exports (docs/statistics.md)
  formAnswers: (id: number) => `${form}/${id}/answers`,
  formAnswersV2: `${form}/answers-v2`,
  formAnswersForFilter: (id: number) => `${form}/${id}/answers-for-filter`,
  formAnswerDetail: (id: number, responseId: string) => `${form}/${id}/answers/${encodeURIComponent(responseId)}`,
  answersGroupByQuestion: `${form}/answers-group-by-question`,
  answersChart: `${form}/answers-chart`,
  answersChartByDate: `${form}/answers-chart-by-date`,
  answersChartTableText: `${form}/answers-chart-table-text`,
  exportInfoResponse: (id: number) => `${form}/${id}/export-info-response`,
  exportQuestionResponse: (id: number) => `${form}/export-question-response/${id}`,
  exportAnswers: (formId: number) => `${form}/${formId}/export-answers`,
  exportQuestionStatistical: `${form}/export-question-response-statistical`,
  exportProgress: (exportId: string) => callPath(exportCalls.progress, { exportId }),
  managerStatistical: `${form}/manager-statistical`,
  overviewStatistical: `${form}/overview-statistical`,
  errorReportList: errorReportCalls.list.path,
  errorReportChangeStatus: errorReportCalls.changeStatus.path,
  actionLogList: actionLogCalls.list.path,
  actionLogTypes: actionLogCalls.types.path,
  actionLog: (id: number) => callPath(actionLogCalls.get, { id }),
  // security (docs/permissions.md)
  permissionListAll: `${security}/permission/list-all`,
  permissionGroupList: `${security}/permission/group/list`,
  permissionGroupSave: `${security}/permission/group/save`,
  permissionGroup: (id: number) => `${security}/permission/group/${id}`,
  permission: (id: number) => `${security}/permission/${id}`,
  permissionSave: `${security}/permission/save`,
  permissionUserList: (userId: number) => `${security}/permission/user-${userId}/list`,
  permissionUserListToAdd: (userId: number) => `${security}/permission/user-${userId}/list-to-add`,
  permissionUserZone: (userId: number) => `${security}/permission/user-${userId}/zone`,
  permissionUserUpdate: `${security}/permission/user/update`,
  userSavePermission: '/api/v1/user/save-permission',
  permissionRoleListToAdd: (roleId: number) => `${security}/permission/role-${roleId}/list-to-add`,
  roleList: `${security}/role/list`,
  role: (id: number) => `${security}/role/${id}`,
  roleSave: `${security}/role/save`,
  rolePermissionUpdate: `${security}/role/permission/update`,
  // users (docs/users.md)
  userListAll: '/api/v1/user/list-all',
  userList: '/api/v1/user/get-list',
  userListByManager: '/api/v1/user/get-list-by-manager',
  userFormOptions: '/api/v1/user/form-options',
  userInfo: (id: number) => `/api/v1/user/info/${id}`,
  userInfoSave: '/api/v1/user/info/save',
  user: (id: number) => `/api/v1/user/${id}`,
  userOpenId: (id: number) => `/api/v1/user/open-id/${id}`,
  userSave: '/api/v1/user/save',
  userManagerSave: '/api/v1/user/manager-save',
  userManagerGet: (id: number) => `/api/v1/user/manager-get-by-id/${id}`,
  userResetPass: '/api/v1/user/reset_pass',
  userUpdatePassword: (id: number) => `/api/v1/user/${id}/update-password`,
  userUpdatePasswordEmail: (id: number) => `/api/v1/user/${id}/update-password-email`,
  userResetByToken: '/api/v1/user/reset-password-by-token',
  /** anyone: mails a reset link to the account named, if it exists (issue 18) */
  userForgotPassword: '/api/v1/user/forgot-password',
  userLock: (id: number) => `/api/v1/user/${id}/lock`,
  userUnlock: (id: number) => `/api/v1/user/${id}/unlock`,
  /** the generic POST /api/{module}/{function} form: only user/reset_pass exists */
  genericResetPass: '/api/user/reset_pass',
  configGroupDetailByKey: configCalls.groupByKey.path,
  configGroup: configCalls.createGroup.path,
  configListWithGroup: configCalls.listWithGroup.path,
  configByKey: (key: string) => callPath(configCalls.byKey, { key }),
  configAdd: configCalls.add.path,
  configSave: configCalls.save.path,
  config: (id: number) => callPath(configCalls.remove, { id }),
  /** POST multipart `file` (?target=logo|logoHeadWhite|logoHeadBlue); DELETE removes */
  configLogo: '/api/v1/config/logo',
  configCompanySettings: configCalls.companySettings.path,
  // notifications (docs/notifications.md)
  notificationList: notificationCalls.list.path,
  notificationRead: (id: number) => callPath(notificationCalls.read, { id }),
  notificationReadAll: notificationCalls.readAll.path,
  formReviewTimeline: (id: number) => callPath(formCalls.reviewTimeline, { id }),
  categoryList: categoryCalls.list.path,
  category: (id: number) => callPath(categoryCalls.get, { id }),
  categorySave: categoryCalls.save.path,
  categoryItems: (id: number) => callPath(categoryCalls.items, { id }),
  categoryItemSave: categoryCalls.saveItem.path,
  categoryItem: (id: number) => callPath(categoryCalls.removeItem, { id }),
  // news (docs/news.md)
  newsList: newsCalls.list.path,
  news: (id: number) => callPath(newsCalls.get, { id }),
  newsSave: newsCalls.save.path,
  newsPublish: (id: number) => callPath(newsCalls.publish, { id }),
  newsUnpublish: (id: number) => callPath(newsCalls.unpublish, { id }),
  newsPublished: newsCalls.published.path,
  newsPublishedItem: (id: number) => callPath(newsCalls.publishedItem, { id }),
  // file manager (docs/file-manager.md)
  managedFileList: fileManagerCalls.list.path,
  managedFileAdd: fileManagerCalls.add.path,
  managedFileRename: fileManagerCalls.rename.path,
  managedFileShare: fileManagerCalls.share.path,
  folderList: fileManagerCalls.folders.path,
  folderUpdate: fileManagerCalls.saveFolder.path,
  folderDelete: fileManagerCalls.deleteFolders.path,
  // integration accounts (docs/integrations.md)
  integrateUsers: integrationCalls.list.path,
  integrateUser: (id: number) => callPath(integrationCalls.get, { id }),
  integrateUserToken: integrationCalls.token.path,
  integrateUserScopeOptions: integrationCalls.scopeOptions.path,
  // organisations (docs/organisations.md)
  companyListAll: '/api/v1/company/list-all',
  companyList: '/api/v1/company/list',
  companyChildren: (id: number) => `/api/v1/company/${id}/list-childs`,
  company: (id: number) => `/api/v1/company/${id}`,
  companySave: '/api/v1/company/save',
  companySavePermission: '/api/v1/company/save-permission',
  companyCopyFunctions: '/api/v1/company/copy-functions',
  companyFunctionCatalogue: '/api/v1/company/function-catalogue',
  departmentListAll: '/api/v1/companydepartment/list-all',
  departmentList: '/api/v1/companydepartment/list',
  departmentListWithUsersCount: '/api/v1/companydepartment/list-with-users-count',
  department: (id: number) => `/api/v1/companydepartment/${id}`,
  departmentSave: '/api/v1/companydepartment/save',
  departmentAddUsers: (id: number) => `/api/v1/companydepartment/${id}/add-users`,
  departmentRemoveUsers: (id: number) => `/api/v1/companydepartment/${id}/remove-users`,
  departmentUsersIn: (id: number) => `/api/v1/companydepartment/${id}/get-users-in-dep`,
  departmentUsersNotIn: (id: number) => `/api/v1/companydepartment/${id}/get-users-not-in-dep`,
  usersOfCompany: '/api/v1/user/users-of-company',
  userWithDepartment: '/api/v1/user/user-with-department',
  userWithDepartments: '/api/v1/user/user-with-departments',
  userWithParentCompany: '/api/v1/user/user-with-parent-company',
  userWithPositionByIds: '/api/v1/user/get_with_position_by_ids',
  userWithDepartmentCalendar: '/api/v1/user/user-with-department-calendar',
  // webhooks of a form (docs/integrations.md, "Webhooks")
  formWebhooks: (id: number) => callPath(webhookCalls.list, { id }),
  formWebhook: (id: number, webhookId: number) => callPath(webhookCalls.update, { id, webhookId }),
  formWebhookDeliveries: (id: number, webhookId: number) => callPath(webhookCalls.deliveries, { id, webhookId }),
  formWebhookResend: (id: number, webhookId: number, deliveryId: number) => callPath(webhookCalls.resend, { id, webhookId, deliveryId }),
  // form import and the form's own JSON (issue 19, docs/form-import.md)
  /** POST multipart `file` (.xlsx XLSForm or form JSON): the design it would become and what was not carried */
  formImportPreview: formImportCalls.preview.path,
  /** GET: the form as `{format: "survey-form", version, design}` (whoever may read the design) */
  formExportJson: (id: number) => callPath(formImportCalls.exportJson, { id }),
  // machine access (docs/integrations.md)
  /** OAuth 2.0 client credentials (RFC 6749 §4.4) */
  oauthToken: '/api/oauth/token',
  /** a form's answers after a cursor, in the order they were stored */
  formAnswerFeed: (id: number) => `${form}/${id}/answer-feed`,
} as const;
