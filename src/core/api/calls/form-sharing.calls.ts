import { z } from 'zod';
import { sharedUserSchema } from '#core/forms';
import { defineCall } from './define-call';
import { listSchema } from '../envelope';
import {
  departmentOptionSchema, shareCandidateSchema, shareCandidatesQuerySchema, updateFormPermissionsBodySchema, userFormPermissionQuerySchema, userFormPermissionSchema,
} from '../form-sharing.contract';
import { formIdParamsSchema } from '../forms.contract';

const form = '/api/v1/form';
/** owner, editor or viewer of the form: the handler checks the form's row */
const permission = 'signed-in';

/** SPEC 7 sharing calls: who a form is shared with, and with what right (docs/forms.md). */
export const formSharingCalls = {
  /** users of the company not yet on the form's list (owner) */
  candidates: defineCall({ method: 'GET', path: `${form}/get-list-user-for-form-permissions`, query: shareCandidatesQuerySchema, reply: listSchema(shareCandidateSchema), permission }),
  departments: defineCall({ method: 'GET', path: `${form}/get-list-department`, reply: z.array(departmentOptionSchema), permission }),
  /** the form's share list (read access) */
  sharedUsers: defineCall({ method: 'GET', path: `${form}/get-list-user-permissions-by-formid/:id`, params: formIdParamsSchema, reply: z.array(sharedUserSchema), permission }),
  userPermission: defineCall({
    method: 'GET', path: `${form}/get-user-permissions-by-formid-and-userid/:id`, params: formIdParamsSchema, query: userFormPermissionQuerySchema, reply: userFormPermissionSchema, permission,
  }),
  /** add, change and remove shares in one transaction (owner) */
  update: defineCall({ method: 'POST', path: `${form}/update-user-form-permissions-edited`, body: updateFormPermissionsBodySchema, reply: z.array(sharedUserSchema), permission }),
};
