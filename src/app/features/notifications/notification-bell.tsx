import './notifications.css';
import { useState } from 'react';
import { Dialog, DialogTrigger, Heading, Popover, Button as AriaButton } from 'react-aria-components';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { Spinner } from '#app/shared/ui/spinner';
import { NotificationEntry } from './notification-item';
import { useNotifications } from './use-notifications';
import { useDateFormat } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { notificationsMessages } from './notifications-messages';

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}

/** The bell of the navigation bar: unread count, and a dropdown (305 × 420 px) listing the notifications. */
export function NotificationBell({ userId }: { userId: number }) {
  const formatDate = useDateFormat();
  const t = useT(notificationsMessages);
  const [open, setOpen] = useState(false);
  const { list, readOne, readAll } = useNotifications(userId);
  const page = list.data?.data;
  const unread = page?.unreadCount ?? 0;
  const failed = readOne.isError || readAll.isError;
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <AriaButton className="notify-bell" aria-label={t('notifications.button', { count: unread })}>
        <BellIcon />
        {unread > 0 && <span className="notify-count" aria-hidden="true">{unread > 99 ? '99+' : unread}</span>}
      </AriaButton>
      <Popover placement="bottom end" className="popover notify-popover">
        <Dialog className="notify-panel">
          <div className="notify-head">
            <Heading slot="title" className="notify-title">{t('notifications.title')}</Heading>
            {unread > 0 && (
              <Button variant="quiet" className="notify-all" onPress={() => readAll.mutate()} isDisabled={readAll.isPending}>
                {t('notifications.markAll')}
              </Button>
            )}
          </div>
          {list.data?.offlineCopyFrom && (
            <p className="notify-offline">{t('notifications.offlineCopy', { time: formatDate(list.data.offlineCopyFrom) })}</p>
          )}
          {failed && <Alert tone="error">{t('notifications.actionFailed')}</Alert>}
          {list.isPending && <Spinner label={t('notifications.loading')} />}
          {list.isError && !page && <Alert tone="error">{t('notifications.loadFailed')}</Alert>}
          {page && (page.data.length === 0 ? <p className="notify-empty">{t('notifications.empty')}</p> : (
            <ul className="notify-list" aria-label={t('notifications.title')}>
              {page.data.map((item) => (
                <NotificationEntry
                  key={item.id}
                  item={item}
                  onRead={() => readOne.mutate(item.id)}
                  onOpen={() => {
                    if (item.readAt === null) readOne.mutate(item.id);
                    setOpen(false);
                  }}
                />
              ))}
            </ul>
          ))}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
