import { defineCall } from './define-call';
import { listSchema } from '../envelope';
import { listFormsQuerySchema } from '../forms.contract';
import { formSummarySchema } from '#core/forms';

const form = '/api/v1/form';
const list = (path: string, permission: 'signed-in' | 'FormManage' | 'FormReview') =>
  defineCall({ method: 'GET', path: `${form}/${path}`, query: listFormsQuerySchema, reply: listSchema(formSummarySchema), permission });

/** The form lists of /v1/form, one query in five scopes (docs/forms.md). */
export const formListCalls = {
  /** my forms */
  mine: list('list', 'signed-in'),
  /** forms shared with me */
  shared: list('list-share', 'signed-in'),
  /** every form of the company */
  all: list('list-all', 'FormManage'),
  /** forms of the users I manage */
  managed: list('list-by-manager', 'signed-in'),
  /** forms awaiting review, for reviewers */
  awaitingReview: list('awaiting-review', 'FormReview'),
};
