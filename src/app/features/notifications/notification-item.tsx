import { Link } from '@tanstack/react-router';
import type { NotificationItem } from '#core/api';
import { Button } from '#app/shared/ui/button';
import { notificationTarget, notificationText } from './notification-text';
import { useDateFormat } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { notificationsMessages } from './notifications-messages';

interface Props {
  item: NotificationItem;
  onOpen: () => void;
  onRead: () => void;
}

/** One entry: a link to its target (reading it marks it read), its time, and a mark-as-read button while unread. */
export function NotificationEntry({ item, onOpen, onRead }: Props) {
  const t = useT(notificationsMessages);
  const formatDate = useDateFormat();
  const text = notificationText(t, item);
  const target = notificationTarget(item);
  const unread = item.readAt === null;
  const when = formatDate(item.createdAt);
  const body = (
    <>
      <span className="notify-text">{text}</span>
      <time className="notify-time" dateTime={item.createdAt}>{when}</time>
    </>
  );
  return (
    <li className="notify-item" data-unread={unread}>
      {unread && <span className="sr-only">{t('notifications.unread')}: </span>}
      {target ? (
        <Link {...target} className="notify-link" onClick={onOpen}>{body}</Link>
      ) : (
        <span className="notify-link">{body}</span>
      )}
      {unread && (
        <Button variant="quiet" className="notify-mark" onPress={onRead} aria-label={`${t('notifications.markOne')}: ${text}`}>
          <span aria-hidden="true">✓</span>
        </Button>
      )}
    </li>
  );
}
