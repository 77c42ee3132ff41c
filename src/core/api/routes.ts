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
import { companyCalls } from './calls/companies.calls';
import { departmentCalls } from './calls/departments.calls';
import { permissionCatalogueCalls, roleCalls, userPermissionCalls } from './calls/security.calls';
import { statisticsCalls } from './calls/statistics.calls';
import { responseCalls } from './calls/responses.calls';
import { fileCalls } from './calls/files.calls';
import { userManageCalls, userSelfCalls } from './calls/users.calls';
import { authCalls } from './calls/auth.calls';
import { systemCalls } from './calls/system.calls';
import { verificationCalls } from './calls/verification.calls';
import { userOrganisationCalls } from './calls/user-organisations.calls';
import { formListCalls } from './calls/form-lists.calls';
import { formCalls } from './calls/forms.calls';
import { formSharingCalls } from './calls/form-sharing.calls';
import { formImportCalls } from './calls/form-import.calls';
import { callPath } from './calls/define-call';

/** Paths of the API, as SPEC 7 spells them, used by client and server alike. */
export const api = {
  init: systemCalls.init.path,
  captcha: authCalls.captcha.path,
  login: authCalls.login.path,
  logout: authCalls.logout.path,
  changePassword: authCalls.changePassword.path,
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
  formErrorReports: (id: number) => callPath(errorReportCalls.ofForm, { id }),
  saveResponse: responseCalls.save.path,
  saveResponses: responseCalls.saveBatch.path,
  homeStatistics: statisticsCalls.home.path,
  fileToken: fileCalls.token.path,
  storageUpload: fileCalls.upload.path,
  storageUploadBase64: fileCalls.uploadBase64.path,
  storageFile: (key: string) => callPath(fileCalls.file, { key }),
  /** resumable uploads: POST start, HEAD/GET status, PATCH a chunk at `Upload-Offset` */
  storageUploadSessions: fileCalls.startUpload.path,
  storageUploadSession: (uploadId: string) => callPath(fileCalls.uploadStatus, { uploadId }),
  formEmailOtp: (id: number) => callPath(verificationCalls.sendEmailCode, { id }),
  formVerifyEmailOtp: verificationCalls.verifyEmailCode.path,
  formSmsOtp: verificationCalls.sendSmsCode.path,
  formVerifySmsOtp: verificationCalls.verifySmsCode.path,
  errorReportCreate: errorReportCalls.create.path,
  localityList: localityCalls.list.path,
  localityCounts: localityCalls.counts.path,
  /** administrators: load the official list (JSON of the shape of docs/localities.md) */
  localityImport: localityCalls.import.path,
  // statistics, answers and exports (docs/statistics.md)
  formAnswers: (id: number) => callPath(statisticsCalls.answers, { id }),
  formAnswersV2: statisticsCalls.answerTable.path,
  formAnswersForFilter: (id: number) => callPath(statisticsCalls.answersForFilter, { id }),
  formAnswerDetail: (id: number, responseId: string) => callPath(statisticsCalls.answerDetail, { id, responseId }),
  answersGroupByQuestion: statisticsCalls.groupByQuestion.path,
  answersChart: statisticsCalls.chart.path,
  answersChartByDate: statisticsCalls.chartByDate.path,
  answersChartTableText: statisticsCalls.textAnswers.path,
  exportInfoResponse: (id: number) => callPath(exportCalls.info, { id }),
  exportQuestionResponse: (id: number) => callPath(exportCalls.questionAnswers, { id }),
  exportAnswers: (formId: number) => callPath(exportCalls.answers, { formId }),
  exportQuestionStatistical: exportCalls.statistics.path,
  exportProgress: (exportId: string) => callPath(exportCalls.progress, { exportId }),
  managerStatistical: statisticsCalls.managerStatistical.path,
  overviewStatistical: statisticsCalls.overviewStatistical.path,
  errorReportList: errorReportCalls.list.path,
  errorReportChangeStatus: errorReportCalls.changeStatus.path,
  actionLogList: actionLogCalls.list.path,
  actionLogTypes: actionLogCalls.types.path,
  actionLog: (id: number) => callPath(actionLogCalls.get, { id }),
  // security (docs/permissions.md)
  permissionListAll: permissionCatalogueCalls.listAll.path,
  permissionGroupList: permissionCatalogueCalls.groups.path,
  permissionGroupSave: permissionCatalogueCalls.saveGroup.path,
  permissionGroup: (id: number) => callPath(permissionCatalogueCalls.removeGroup, { id }),
  permission: (id: number) => callPath(permissionCatalogueCalls.get, { id }),
  permissionSave: permissionCatalogueCalls.save.path,
  permissionUserList: (userId: number) => callPath(userPermissionCalls.list, { id: userId }),
  permissionUserListToAdd: (userId: number) => callPath(userPermissionCalls.listToAdd, { id: userId }),
  permissionUserZone: (userId: number) => callPath(userPermissionCalls.zones, { id: userId }),
  permissionUserUpdate: userPermissionCalls.update.path,
  permissionRoleListToAdd: (roleId: number) => callPath(roleCalls.listToAdd, { id: roleId }),
  roleList: roleCalls.list.path,
  role: (id: number) => callPath(roleCalls.get, { id }),
  roleSave: roleCalls.save.path,
  rolePermissionUpdate: roleCalls.setPermissions.path,
  userSavePermission: userManageCalls.savePermission.path,
  // users (docs/users.md)
  userListAll: userManageCalls.listAll.path,
  userList: userManageCalls.list.path,
  userListByManager: userSelfCalls.listByManager.path,
  userFormOptions: userManageCalls.formOptions.path,
  userInfo: (id: number) => callPath(userSelfCalls.info, { id }),
  userInfoSave: userSelfCalls.infoSave.path,
  user: (id: number) => callPath(userManageCalls.get, { id }),
  userOpenId: (id: number) => callPath(userManageCalls.getByOpenId, { id }),
  userSave: userManageCalls.save.path,
  userManagerSave: userSelfCalls.managerSave.path,
  userManagerGet: (id: number) => callPath(userSelfCalls.managerGet, { id }),
  userResetPass: userManageCalls.resetPass.path,
  userUpdatePassword: (id: number) => callPath(userManageCalls.updatePassword, { id }),
  userUpdatePasswordEmail: (id: number) => callPath(userManageCalls.updatePasswordEmail, { id }),
  userResetByToken: userSelfCalls.resetByToken.path,
  /** anyone: mails a reset link to the account named, if it exists (issue 18) */
  userForgotPassword: userSelfCalls.forgotPassword.path,
  userLock: (id: number) => callPath(userManageCalls.lock, { id }),
  userUnlock: (id: number) => callPath(userManageCalls.unlock, { id }),
  /** the generic POST /api/{module}/{function} form: only user/reset_pass exists */
  genericResetPass: userManageCalls.genericResetPass.path,
  configGroupDetailByKey: configCalls.groupByKey.path,
  configGroup: configCalls.createGroup.path,
  configListWithGroup: configCalls.listWithGroup.path,
  configByKey: (key: string) => callPath(configCalls.byKey, { key }),
  configAdd: configCalls.add.path,
  configSave: configCalls.save.path,
  config: (id: number) => callPath(configCalls.remove, { id }),
  /** POST multipart `file` (?target=logo|logoHeadWhite|logoHeadBlue); DELETE removes */
  configLogo: configCalls.uploadLogo.path,
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
  companyListAll: companyCalls.listAll.path,
  companyList: companyCalls.list.path,
  companyChildren: (id: number) => callPath(companyCalls.children, { id }),
  company: (id: number) => callPath(companyCalls.get, { id }),
  companySave: companyCalls.save.path,
  companySavePermission: companyCalls.savePermissions.path,
  companyCopyFunctions: companyCalls.copyFunctions.path,
  companyFunctionCatalogue: companyCalls.functionCatalogue.path,
  departmentListAll: departmentCalls.listAll.path,
  departmentList: departmentCalls.list.path,
  departmentListWithUsersCount: departmentCalls.listWithUsersCount.path,
  department: (id: number) => callPath(departmentCalls.get, { id }),
  departmentSave: departmentCalls.save.path,
  departmentAddUsers: (id: number) => callPath(departmentCalls.addUsers, { id }),
  departmentRemoveUsers: (id: number) => callPath(departmentCalls.removeUsers, { id }),
  departmentUsersIn: (id: number) => callPath(departmentCalls.usersIn, { id }),
  departmentUsersNotIn: (id: number) => callPath(departmentCalls.usersNotIn, { id }),
  usersOfCompany: userOrganisationCalls.usersOfCompany.path,
  userWithDepartment: userOrganisationCalls.withDepartment.path,
  userWithDepartments: userOrganisationCalls.withDepartments.path,
  userWithParentCompany: userOrganisationCalls.withParentCompany.path,
  userWithPositionByIds: userOrganisationCalls.withPositionByIds.path,
  userWithDepartmentCalendar: userOrganisationCalls.withDepartmentCalendar.path,
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
  oauthToken: integrationCalls.oauthToken.path,
  /** a form's answers after a cursor, in the order they were stored */
  formAnswerFeed: (id: number) => callPath(statisticsCalls.answerFeed, { id }),
} as const;
