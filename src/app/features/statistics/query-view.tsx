import type { UseQueryResult } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { WithOfflineCopy } from '#app/shared/http/offline-query';
import { useDateTime } from '#app/shared/i18n/use-date-time';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { Spinner } from '#app/shared/ui/spinner';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { statisticsMessages } from './statistics-messages';

/** true below a notice already shown: one "Loaded at …" per page is enough. */
const NoticeAbove = createContext(false);

/** "Loaded at …" when the data shown is the copy kept on this device; what it wraps says nothing more. */
export function OfflineCopyNotice({ from, children }: { from: string | null | undefined; children?: ReactNode }) {
  const t = useT(commonMessages, statisticsMessages);
  const dateTime = useDateTime();
  const above = useContext(NoticeAbove);
  if (!from || above) return <>{children}</>;
  return (
    <>
      <Alert tone="warning">{t('stats.offlineCopy', { time: dateTime(from) })}</Alert>
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
  const t = useT(commonMessages, statisticsMessages);
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
