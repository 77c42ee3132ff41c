import './localities.css';
import { useIntl } from 'react-intl';
import { LocalitiesCounts } from './localities-counts';
import { LocalitiesImport } from './localities-import';

/** Management → localities: the units loaded per level and the import of the official list. */
export function LocalitiesPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="localities-page">
      <h1>{t('management.section.localities')}</h1>
      <p className="muted">{t('localitiesAdmin.intro')}</p>
      <section className="card">
        <LocalitiesCounts />
      </section>
      <LocalitiesImport />
    </div>
  );
}
