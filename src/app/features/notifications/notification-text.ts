import type { Translate } from '#app/shared/i18n/message-types';
import { NotificationKind, type NotificationItem } from '#core/api';
import type { notificationsMessages } from './notifications-messages';

/** Where an item leads: the form editor, the error-report list of the form, or nowhere. */
export type NotificationTarget =
  | { to: '/forms/$id/edit'; params: { id: string } }
  | { to: '/management/error-reports'; search: { formId?: number } }
  | { to: '/management/review'; search: { form?: number } }
  | null;

const known = new Set<string>(Object.values(NotificationKind));

/** The sentence of an item in the reader's language, built from its kind and data (nothing stored as text). */
export function notificationText(t: Translate<[typeof notificationsMessages]>, item: NotificationItem): string {
  const unknown = t('notifications.kind.unknown');
  if (!known.has(item.kind)) return unknown;
  const title = item.data.title?.trim() || t('notifications.untitled');
  const id: `notifications.kind.${string}` = item.kind === NotificationKind.FormRejected && !item.data.reason ? 'notifications.kind.formRejectedNoReason' : `notifications.kind.${item.kind}`;
  if (!t.has(id)) return unknown;
  return t(id, { title, reason: item.data.reason ?? '', max: item.data.maxAnswers ?? 0 });
}

export function notificationTarget(item: NotificationItem): NotificationTarget {
  const formId = item.data.formId ?? null;
  switch (item.kind) {
    case NotificationKind.FormAwaitingReview:
      return { to: '/management/review', search: formId === null ? {} : { form: formId } };
    case NotificationKind.ErrorReportNew:
      return { to: '/management/error-reports', search: formId === null ? {} : { formId } };
    case NotificationKind.FormApproved:
    case NotificationKind.FormRejected:
    case NotificationKind.FormErrorReport:
    case NotificationKind.FormAnswersFull:
      return formId === null ? null : { to: '/forms/$id/edit', params: { id: String(formId) } };
    default:
      return null;
  }
}
