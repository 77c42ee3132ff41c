import { useIntl } from 'react-intl';
import type { FormHistoryEntry } from '#core/forms';
import { Button } from '#app/shared/ui/button';
import { useDateTime } from '#app/shared/i18n/use-date-time';
import { createChangeText } from './history-change-text';
import { useT } from '#app/shared/i18n/use-t';
import { historyMessages } from './history-messages';
import { historyFieldMessages } from './history-field-messages';

interface Props {
  entry: FormHistoryEntry;
  isCurrent: boolean;
  onRestore?: (() => void) | undefined;
}

/** One saved version: number, who and when, each change in words, and the restore button. */
export function HistoryEntry({ entry, isCurrent, onRestore }: Props) {
  const intl = useIntl();
  const dateTime = useDateTime();
  const t = useT(historyMessages, historyFieldMessages);
  const describe = createChangeText(t, intl.formatNumber, dateTime);
  const headingId = `history-version-${entry.version}`;
  const who = { name: entry.changedBy?.name ?? t('historyTab.someone'), when: dateTime(entry.changedAt), from: entry.restoredFrom ?? '?' };
  return (
    <li className="history-entry">
      <div className="history-entry-head">
        <h3 id={headingId}>
          {t('historyTab.version', { version: entry.version })}
          {isCurrent && <span className="history-current"> · {t('historyTab.current')}</span>}
        </h3>
        <p className="history-meta">
          <time dateTime={entry.changedAt}>{t(`historyTab.kind.${entry.kind}`, who)}</time>
        </p>
      </div>
      {entry.changes.length === 0 ? (
        <p className="muted">{t('historyTab.noChanges')}</p>
      ) : (
        <ul className="history-changes" aria-label={t('historyTab.changes', { count: entry.changes.length })}>
          {entry.changes.map((change, index) => {
            const text = describe(change);
            return (
              <li key={`${change.target}-${change.targetId}-${index}`}>
                <span className="history-change-headline" data-change={change.change}>{text.headline}</span>
                {text.details.length > 0 && <span className="history-change-details">: {text.details.join('; ')}</span>}
              </li>
            );
          })}
        </ul>
      )}
      {onRestore && (
        <Button onPress={onRestore} aria-label={t('historyTab.restoreNamed', { version: entry.version })}>
          {t('historyTab.restore')}
        </Button>
      )}
    </li>
  );
}
