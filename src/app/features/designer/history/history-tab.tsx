import './history.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormDetail } from '#core/forms';
import { ApiError } from '#app/shared/http/api-error';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { Spinner } from '#app/shared/ui/spinner';
import { showToast } from '#app/shared/ui/toast';
import { ConfirmDialog } from '#app/shared/ui/confirm-dialog';
import { formHistoryQuery, historyKeys, restoreVersion } from './history-api';
import { HistoryEntry } from './history-entry';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { historyMessages } from './history-messages';

/** The history tab: every saved version, newest first, and "restore this version". */
export function HistoryTab({ formId, onRestored }: { formId: number | null; onRestored: (form: FormDetail) => void }) {
  const t = useT(commonMessages, historyMessages);
  if (formId === null) {
    return (
      <section className="card designer-section" aria-labelledby="history-heading">
        <h2 id="history-heading">{t('historyTab.title')}</h2>
        <p className="muted">{t('historyTab.saveFirst')}</p>
      </section>
    );
  }
  return <HistoryList formId={formId} onRestored={onRestored} />;
}

function HistoryList({ formId, onRestored }: { formId: number; onRestored: (form: FormDetail) => void }) {
  const t = useT(commonMessages, historyMessages);
  const queryClient = useQueryClient();
  const history = useQuery(formHistoryQuery(formId));
  const [asked, setAsked] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const current = history.data?.[0]?.version;
  const restore = useMutation({
    mutationFn: (version: number) => restoreVersion(formId, version, current ?? 0),
    onSuccess: async (form, version) => {
      setAsked(null);
      setFailure(null);
      showToast('success', t('historyTab.restored', { version }));
      await queryClient.invalidateQueries({ queryKey: historyKeys.list(formId) });
      onRestored(form);
    },
    onError: async (error) => {
      setAsked(null);
      if (error instanceof ApiError && error.status === 409) {
        setFailure(t('historyTab.restoreConflict'));
        await queryClient.invalidateQueries({ queryKey: historyKeys.list(formId) });
        return;
      }
      const reason = error instanceof ApiError && !error.isNetwork ? error.message : t('common.networkError');
      setFailure(t('historyTab.restoreFailed', { reason }));
    },
  });
  return (
    <section className="card designer-section history-tab" aria-labelledby="history-heading">
      <h2 id="history-heading">{t('historyTab.title')}</h2>
      {history.isPending && <Spinner label={t('historyTab.loading')} />}
      {history.isError && (
        <Alert tone="error">
          {t('historyTab.loadFailed')} <Button onPress={() => void history.refetch()}>{t('common.retry')}</Button>
        </Alert>
      )}
      <div aria-live="polite">{failure && <Alert tone="warning">{failure}</Alert>}</div>
      {history.data?.length === 0 && <p>{t('historyTab.empty')}</p>}
      {history.data && history.data.length > 0 && (
        <ol className="history-list">
          {history.data.map((entry) => (
            <HistoryEntry
              key={entry.version}
              entry={entry}
              isCurrent={entry.version === current}
              onRestore={entry.version === current ? undefined : () => setAsked(entry.version)}
            />
          ))}
        </ol>
      )}
      <ConfirmDialog
        isOpen={asked !== null}
        title={t('historyTab.restoreTitle', { version: asked ?? 0 })}
        confirmLabel={restore.isPending ? t('historyTab.restoring') : t('historyTab.restore')}
        cancelLabel={t('common.cancel')}
        busy={restore.isPending}
        onConfirm={() => { if (asked !== null) restore.mutate(asked); }}
        onCancel={() => setAsked(null)}
      >
        <p>{t('historyTab.restoreBody', { version: asked ?? 0 })}</p>
        <p>{t('historyTab.restoreUnsaved')}</p>
      </ConfirmDialog>
    </section>
  );
}
