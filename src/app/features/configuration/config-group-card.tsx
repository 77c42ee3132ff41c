import { useId } from 'react';
import { RESERVED_CONFIG_KEYS, type ConfigEntry, type ConfigGroup } from '#core/api';
import { Button } from '#app/shared/ui/button';
import { useConfigWords } from './use-config-words';

interface Props {
  group: ConfigGroup | null;
  entries: readonly ConfigEntry[];
  onEdit: (entry: ConfigEntry) => void;
  onDelete: (entry: ConfigEntry) => void;
  onRename: (group: ConfigGroup) => void;
}

/** One group and its entries; a system default can be overridden (edit), only the company's own rows deleted. */
export function ConfigGroupCard({ group, entries, onEdit, onDelete, onRename }: Props) {
  const { t } = useConfigWords();
  const headingId = useId();
  const title = group ? `${group.name} (${group.key})` : t('config.group.none');
  return (
    <section className="card config-card" aria-labelledby={headingId}>
      <div className="config-group-head">
        <h2 id={headingId}>{title}</h2>
        {group?.scope === 'company' && <Button variant="quiet" onPress={() => onRename(group)}>{t('config.group.rename', { name: group.name })}</Button>}
      </div>
      {entries.length === 0 ? <p className="muted">{t('config.group.empty')}</p> : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to scroll by keyboard
        <div className="config-scroll" role="region" aria-label={title} tabIndex={0}>
          <table className="config-table">
            <thead>
              <tr>{(['key', 'name', 'content', 'type', 'scope', 'actions'] as const).map((c) => <th key={c} scope="col">{t(`config.col.${c}`)}</th>)}</tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <th scope="row">{e.key}</th>
                  <td>{e.name}</td>
                  <td className="config-content">{e.content}</td>
                  <td>{t(`config.type.${e.type}`)}</td>
                  <td>{t(`config.scope.${e.scope}`)}</td>
                  <td>
                    {RESERVED_CONFIG_KEYS.includes(e.key) ? <span className="muted">{t('config.entry.onInterface')}</span> : (
                    <div className="config-actions">
                      <Button onPress={() => onEdit(e)} aria-label={t('config.entry.editLabel', { key: e.key })}>{t('config.entry.editButton')}</Button>
                      {e.scope === 'company' && (
                        <Button variant="danger" onPress={() => onDelete(e)} aria-label={t('config.entry.deleteLabel', { key: e.key })}>{t('config.entry.deleteButton')}</Button>
                      )}
                    </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
