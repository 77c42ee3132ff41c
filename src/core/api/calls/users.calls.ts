import { defineCall } from './define-call';
import { emptyReplySchema } from '../envelope';
import { forgotPasswordBodySchema } from '../auth.contract';
import { updateUserPermissionsBodySchema, userPermissionsSchema } from '../security.contract';
import {
  genericResetPassBodySchema, listUsersQuerySchema, mailSentReplySchema, managerSaveBodySchema, profileBodySchema, resetPassBodySchema,
  resetPassReplySchema, saveUserBodySchema, tokenResetBodySchema, updatePasswordBodySchema, userBriefListSchema, userFormOptionsSchema,
  userIdParamsSchema, userInfoSchema, userItemSchema, userListSchema,
} from '../users.contract';

const user = '/api/v1/user';
/** administrators, system users, UserManage (docs/users.md); who may touch whom is the handler's */
const manage = 'UserManage';
const byId = { params: userIdParamsSchema };

/** The management calls of users (docs/users.md). */
export const userManageCalls = {
  listAll: defineCall({ method: 'GET', path: `${user}/list-all`, reply: userBriefListSchema, permission: manage }),
  list: defineCall({ method: 'GET', path: `${user}/get-list`, query: listUsersQuerySchema, reply: userListSchema, permission: manage }),
  formOptions: defineCall({ method: 'GET', path: `${user}/form-options`, reply: userFormOptionsSchema, permission: manage }),
  get: defineCall({ method: 'GET', path: `${user}/:id`, ...byId, reply: userItemSchema, permission: manage }),
  getByOpenId: defineCall({ method: 'GET', path: `${user}/open-id/:id`, ...byId, reply: userItemSchema, permission: manage }),
  save: defineCall({ method: 'POST', path: `${user}/save`, body: saveUserBodySchema, reply: userItemSchema, permission: manage }),
  remove: defineCall({ method: 'DELETE', path: `${user}/:id`, ...byId, reply: userItemSchema, permission: manage }),
  lock: defineCall({ method: 'POST', path: `${user}/:id/lock`, ...byId, reply: userItemSchema, permission: manage }),
  unlock: defineCall({ method: 'POST', path: `${user}/:id/unlock`, ...byId, reply: userItemSchema, permission: manage }),
  resetPass: defineCall({ method: 'POST', path: `${user}/reset_pass`, body: resetPassBodySchema, reply: resetPassReplySchema, permission: manage }),
  /** the generic POST /api/{module}/{function} form: only user/reset_pass exists */
  genericResetPass: defineCall({ method: 'POST', path: '/api/user/reset_pass', body: genericResetPassBodySchema, reply: resetPassReplySchema, permission: manage }),
  updatePassword: defineCall({ method: 'POST', path: `${user}/:id/update-password`, ...byId, body: updatePasswordBodySchema, reply: emptyReplySchema, permission: manage }),
  updatePasswordEmail: defineCall({ method: 'POST', path: `${user}/:id/update-password-email`, ...byId, reply: mailSentReplySchema, permission: manage }),
  /** security/permission/user/update under the user's path (docs/permissions.md) */
  savePermission: defineCall({ method: 'POST', path: `${user}/save-permission`, body: updateUserPermissionsBodySchema, reply: userPermissionsSchema, permission: 'PermissionManage' }),
};

/** Calls of every signed-in person (profile, a manager's own users), forgot password and the mailed reset link. */
export const userSelfCalls = {
  listByManager: defineCall({ method: 'GET', path: `${user}/get-list-by-manager`, query: listUsersQuerySchema, reply: userListSchema, permission: 'signed-in' }),
  managerGet: defineCall({ method: 'GET', path: `${user}/manager-get-by-id/:id`, ...byId, reply: userItemSchema, permission: 'signed-in' }),
  managerSave: defineCall({ method: 'POST', path: `${user}/manager-save`, body: managerSaveBodySchema, reply: userItemSchema, permission: 'signed-in' }),
  info: defineCall({ method: 'GET', path: `${user}/info/:id`, ...byId, reply: userInfoSchema, permission: 'signed-in' }),
  infoSave: defineCall({ method: 'POST', path: `${user}/info/save`, body: profileBodySchema, reply: userInfoSchema, permission: 'signed-in' }),
  resetByToken: defineCall({ method: 'POST', path: `${user}/reset-password-by-token`, body: tokenResetBodySchema, reply: emptyReplySchema, permission: 'public' }),
  forgotPassword: defineCall({ method: 'POST', path: `${user}/forgot-password`, body: forgotPasswordBodySchema, reply: emptyReplySchema, permission: 'public' }),
};
