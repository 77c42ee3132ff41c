import { defineCall } from './define-call';
import { initQuerySchema, initReplySchema } from '../system.contract';

/** Start-up data of the page (anyone: the user is null when anonymous). */
export const systemCalls = {
  init: defineCall({ method: 'GET', path: '/api/v1/system/init', query: initQuerySchema, reply: initReplySchema, permission: 'public' }),
};
