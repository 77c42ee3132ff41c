import './localities.css';
import { useState } from 'react';
import { type LocalityListId, localityListIds } from '#core/forms';
import { RadioGroup } from '#app/shared/ui/radio-group';
import { LocalitiesCounts } from './localities-counts';
import { LocalitiesImport } from './localities-import';
import { useT } from '#app/shared/i18n/use-t';
import { localitiesAdminMessages } from './localities-messages';
import { managementMessages } from '#app/shell/management/management-messages';

/**
 * Management → localities: the named lists (docs/localities.md). The chosen list's units per level
 * and the import that replaces it; the three-level list comes first, as it is the one to import.
 */
export function LocalitiesPage() {
  const t = useT(localitiesAdminMessages, managementMessages);
  const [list, setList] = useState<LocalityListId>('vn-2025-03');
  return (
    <div className="localities-page">
      <h1>{t('management.section.localities')}</h1>
      <p className="muted">{t('localitiesAdmin.intro')}</p>
      <section className="card">
        <RadioGroup
          label={t('localitiesAdmin.list')}
          value={list}
          onChange={(value) => setList(localityListIds.find((id) => id === value) ?? list)}
          options={[...localityListIds].reverse().map((id) => ({ id, label: t(`localitiesAdmin.list.${id}`) }))}
        />
        <LocalitiesCounts list={list} />
      </section>
      <LocalitiesImport list={list} />
    </div>
  );
}
