import type { UseQueryResult } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { WithOfflineCopy } from '#app/shared/http/offline-query';
import { useDateTime } from '#app/shared/i18n/use-date-time';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { Spinner } from '#app/shared/ui/spinner';

/** true below a notice already shown: one "Loaded at …" per page is enough. */
const NoticeAbove = createContext(false);

/** "Loaded at …" when the data shown is the copy kept on this device; what it wraps says nothing more. */
export function OfflineCopyNotice({ from, children }: { from: string | null | undefined; children?: ReactNode }) {
  const intl = useIntl();
  const dateTime = useDateTime();
  const above = useContext(NoticeAbove);
  if (!from || above) return <>{children}</>;
  return (
    <>
      <Alert tone="warning">{intl.formatMessage({ id: 'stats.offlineCopy' }, { time: dateTime(from) })}</Alert>
      <NoticeAbove.Provider value>{children}</NoticeAbove.Provider>
    </>
  );
}

/** Spinner while loading, an error with "retry", else the data (with the offline-copy notice when it is one). */
export function QueryView<T>({ query, children, loading }: {
  query: UseQueryResult<WithOfflineCopy<T>>;
  children: (data: T) => ReactNode;
  loading?: string;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (query.isPending) return <Spinner label={loading ?? t('stats.loading')} />;
  if (query.isError) {
    return (
      <Alert tone="error">
        {t('stats.loadFailed')} <Button onPress={() => void query.refetch()}>{t('common.retry')}</Button>
      </Alert>
    );
  }
  return (
    <OfflineCopyNotice from={query.data.offlineCopyFrom}>{children(query.data.data)}</OfflineCopyNotice>
  );
}
