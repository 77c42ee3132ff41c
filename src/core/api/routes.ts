/** Paths of the API, as SPEC 7 spells them, used by client and server alike. */
export const api = {
  init: '/api/v1/system/init',
  captcha: '/api/v1/user/get-captcha',
  login: '/api/v1/user/login',
  logout: '/api/v1/user/logout',
  changePassword: '/api/v1/user/change-pass',
  formCreate: '/api/v1/form/create',
  formUpdate: '/api/v1/form/update-form-edited',
  formList: '/api/v1/form/list',
  form: (id: number) => `/api/v1/form/${id}`,
  formPublish: (id: number) => `/api/v1/form/publish/${id}`,
  formDisable: (id: number) => `/api/v1/form/disable/${id}`,
  formByShortUrl: (shortUrl: string) => `/api/v1/form/short-url/${encodeURIComponent(shortUrl)}`,
  saveResponse: '/api/v1/form/save-form-response',
  saveResponses: '/api/v1/form/save-form-responses',
  homeStatistics: '/api/v1/form/home-statistics',
} as const;
