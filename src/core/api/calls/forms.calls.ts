import { z } from 'zod';
import { formDetailSchema, formFullDetailSchema, formHistoryEntrySchema, formReviewSchema, publicFormSchema } from '#core/forms';
import { defineCall } from './define-call';
import {
  createFormBodySchema, formIdParamsSchema, rejectFormBodySchema, restoreVersionBodySchema, restoreVersionParamsSchema, shortUrlParamsSchema, updateFormBodySchema,
} from '../forms.contract';

const form = '/api/v1/form';
/** who may read, edit or own the form is the handler's: it needs the form's row (docs/forms.md) */
const permission = 'signed-in';
const byId = (method: 'GET' | 'POST' | 'DELETE', path: string) =>
  defineCall({ method, path: `${form}/${path}`, params: formIdParamsSchema, reply: formDetailSchema, permission });

/** Authoring calls of /v1/form (SPEC 7): the design, its status, its versions and its review. */
export const formCalls = {
  create: defineCall({ method: 'POST', path: `${form}/create`, body: createFormBodySchema, reply: formDetailSchema, permission }),
  /** a new version of the design (409 when baseVersion is stale) */
  update: defineCall({ method: 'POST', path: `${form}/update-form-edited`, body: updateFormBodySchema, reply: formDetailSchema, permission }),
  get: byId('GET', ':id'),
  /** the form with its sharing list and review timeline */
  detail: defineCall({ method: 'GET', path: `${form}/:id/detail`, params: formIdParamsSchema, reply: formFullDetailSchema, permission }),
  clone: byId('POST', ':id/clone'),
  publish: byId('POST', 'publish/:id'),
  disable: byId('POST', 'disable/:id'),
  /** soft delete (status 2) */
  remove: byId('DELETE', ':id'),
  /** reviewers, a form awaiting review */
  approve: byId('POST', 'approved/:id'),
  reject: defineCall({ method: 'POST', path: `${form}/reject/:id`, params: formIdParamsSchema, body: rejectFormBodySchema, reply: formDetailSchema, permission }),
  reviewTimeline: defineCall({ method: 'GET', path: `${form}/:id/review-timeline`, params: formIdParamsSchema, reply: formReviewSchema.array(), permission }),
  histories: defineCall({ method: 'GET', path: `${form}/:id/histories`, params: formIdParamsSchema, reply: z.array(formHistoryEntrySchema), permission }),
  restore: defineCall({
    method: 'POST', path: `${form}/:id/histories/:version/restore`, params: restoreVersionParamsSchema, body: restoreVersionBodySchema, reply: formDetailSchema, permission,
  }),
  /** the published form by its short link, for anyone (403 with the author's message when it is not open) */
  byShortUrl: defineCall({ method: 'GET', path: `${form}/short-url/:shortUrl`, params: shortUrlParamsSchema, reply: publicFormSchema, permission: 'public' }),
};
