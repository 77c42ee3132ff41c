import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { Spinner } from '#app/shared/ui/spinner';
import type { LocalityListId } from '#core/forms';
import { localityCountsQuery } from './localities-api';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { localitiesAdminMessages } from './localities-messages';

/** How many units of each level the list has. */
export function LocalitiesCounts({ list }: { list: LocalityListId }) {
  const intl = useIntl();
  const t = useT(commonMessages, localitiesAdminMessages);
  const counts = useQuery(localityCountsQuery(list));
  if (counts.isPending) return <Spinner label={t('localitiesAdmin.loading')} />;
  if (counts.isError) {
    return <Alert tone="error">{t('localitiesAdmin.loadFailed')} <Button onPress={() => void counts.refetch()}>{t('common.retry')}</Button></Alert>;
  }
  const { provinces, districts, wards, twoLevel } = counts.data;
  const rows = [['localitiesAdmin.provinces', provinces], ['localitiesAdmin.districts', districts], ['localitiesAdmin.wards', wards]] as const;
  return (
    <>
      <table className="localities-counts">
        <caption>{t('localitiesAdmin.counts')}</caption>
        <thead><tr><th scope="col">{t('localitiesAdmin.level')}</th><th scope="col">{t('localitiesAdmin.count')}</th></tr></thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}><th scope="row">{t(label)}</th><td>{intl.formatNumber(value)}</td></tr>
          ))}
        </tbody>
      </table>
      {provinces === 0 ? <p className="muted">{t('localitiesAdmin.empty')}</p> : twoLevel && <p className="muted">{t('localitiesAdmin.twoLevel')}</p>}
    </>
  );
}
