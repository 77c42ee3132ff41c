/** Paths of the API, as SPEC 7 spells them, used by client and server alike. */
const form = '/api/v1/form';
export const api = {
  init: '/api/v1/system/init',
  captcha: '/api/v1/user/get-captcha',
  login: '/api/v1/user/login',
  logout: '/api/v1/user/logout',
  changePassword: '/api/v1/user/change-pass',
  formCreate: `${form}/create`,
  formUpdate: `${form}/update-form-edited`,
  /** my forms */
  formList: `${form}/list`,
  /** forms shared with me */
  formListShare: `${form}/list-share`,
  /** every form of the company (administrators, FormManage) */
  formListAll: `${form}/list-all`,
  /** forms of the users I manage */
  formListByManager: `${form}/list-by-manager`,
  formAwaitingReview: `${form}/awaiting-review`,
  form: (id: number) => `${form}/${id}`,
  formDetail: (id: number) => `${form}/${id}/detail`,
  formClone: (id: number) => `${form}/${id}/clone`,
  formHistories: (id: number) => `${form}/${id}/histories`,
  formRestore: (id: number, version: number) => `${form}/${id}/histories/${version}/restore`,
  formPublish: (id: number) => `${form}/publish/${id}`,
  formDisable: (id: number) => `${form}/disable/${id}`,
  formApprove: (id: number) => `${form}/approved/${id}`,
  formReject: (id: number) => `${form}/reject/${id}`,
  formShareCandidates: `${form}/get-list-user-for-form-permissions`,
  formDepartments: `${form}/get-list-department`,
  formPermissions: (id: number) => `${form}/get-list-user-permissions-by-formid/${id}`,
  formUserPermission: (id: number) => `${form}/get-user-permissions-by-formid-and-userid/${id}`,
  formUpdatePermissions: `${form}/update-user-form-permissions-edited`,
  formByShortUrl: (shortUrl: string) => `${form}/short-url/${encodeURIComponent(shortUrl)}`,
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
  errorReportCreate: '/api/v1/errorreport/create-error-report',
  localityList: '/api/v1/locality/list',
  localityCounts: '/api/v1/locality/counts',
  /** administrators: load the official list (JSON of the shape of docs/localities.md) */
  localityImport: '/api/v1/locality/import',
} as const;
