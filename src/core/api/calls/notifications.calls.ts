import { defineCall } from './define-call';
import { notificationIdParamsSchema, notificationListQuerySchema, notificationListSchema, notificationReadReplySchema } from '../notifications.contract';

const notification = '/api/v1/notification';
const permission = 'signed-in';

/** The bell of the navigation bar: one's own notifications only (docs/notifications.md). */
export const notificationCalls = {
  list: defineCall({ method: 'GET', path: `${notification}/list`, query: notificationListQuerySchema, reply: notificationListSchema, permission }),
  read: defineCall({ method: 'POST', path: `${notification}/:id/read`, params: notificationIdParamsSchema, reply: notificationReadReplySchema, permission }),
  readAll: defineCall({ method: 'POST', path: `${notification}/read-all`, reply: notificationReadReplySchema, permission }),
};
