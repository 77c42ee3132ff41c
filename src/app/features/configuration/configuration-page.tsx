import './config.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfigKey, type ConfigEntry, type ConfigGroup } from '#core/api';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { Spinner } from '#app/shared/ui/spinner';
import { configListQuery } from './config-api';
import { ConfigGroupCard } from './config-group-card';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { EntryDialog } from './entry-dialog';
import { GroupDialog } from './group-dialog';
import { FooterCard } from './footer-card';
import { CompanySettingsCard, HttpsFlagCard } from './settings-cards';
import { useConfigWords } from './use-config-words';

type Open = { kind: 'entry'; entry: ConfigEntry | null } | { kind: 'delete'; entry: ConfigEntry } | { kind: 'group'; group: ConfigGroup | null } | null;

/** Management → configuration: the https flag, company settings, the footer, then every group with its entries. */
export function ConfigurationPage() {
  const { t, failure } = useConfigWords();
  const list = useQuery(configListQuery());
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const groups = (list.data ?? []).flatMap((g) => (g.group ? [g.group] : []));
  const entries = list.data?.flatMap((g) => g.entries) ?? [];
  const https = entries.find((e) => e.key === ConfigKey.HttpsRedirect);
  return (
    <div className="config-page">
      <h1>{t('management.section.configuration')}</h1>
      <p className="muted">{t('config.intro')}</p>
      {list.isPending ? <Spinner label={t('config.loading')} /> : list.isError ? (
        <Alert tone="error">{failure(list.error)} <Button onPress={() => void list.refetch()}>{t('common.retry')}</Button></Alert>
      ) : (
        <>
          <HttpsFlagCard entry={https} />
          <CompanySettingsCard />
          <FooterCard entry={entries.find((e) => e.key === ConfigKey.FooterDeveloper)} />
          <div className="config-actions">
            <Button variant="primary" onPress={() => setOpen({ kind: 'entry', entry: null })}>{t('config.entry.addButton')}</Button>
            <Button onPress={() => setOpen({ kind: 'group', group: null })}>{t('config.group.add')}</Button>
          </div>
          {list.data.map((g) => (
            <ConfigGroupCard key={g.group?.id ?? 'none'} group={g.group} entries={g.entries}
              onEdit={(entry) => setOpen({ kind: 'entry', entry })} onDelete={(entry) => setOpen({ kind: 'delete', entry })} onRename={(group) => setOpen({ kind: 'group', group })} />
          ))}
        </>
      )}
      {open?.kind === 'entry' && <EntryDialog entry={open.entry} groups={groups} onClose={close} />}
      {open?.kind === 'delete' && <DeleteEntryDialog entry={open.entry} onClose={close} />}
      {open?.kind === 'group' && <GroupDialog group={open.group} onClose={close} />}
    </div>
  );
}
