import { useEffect, useState } from 'react';
import { subscribeOfflineForms, unmarkFormOffline, type OfflineFormSummary } from '#offline/index';
import { ConfirmDialog } from '#app/shared/ui/confirm-dialog';
import { ApiError } from '#app/shared/http/api-error';
import { Button } from '#app/shared/ui/button';
import { LinkButton } from '#app/shared/ui/link-button';
import { Spinner } from '#app/shared/ui/spinner';
import { showToast } from '#app/shared/ui/toast';
import { refreshKeptForm } from './keep-form';
import { useDateFormat } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { offlineFormsMessages } from './offline-forms-messages';
import { syncMessages } from './sync-messages';

/** The forms kept on this device, each with its copy's version and date and what waits in the outbox. */
export function KeptFormList() {
  const formatDate = useDateFormat();
  const [forms, setForms] = useState<OfflineFormSummary[] | null>(null);
  const [removing, setRemoving] = useState<OfflineFormSummary | null>(null);
  useEffect(() => subscribeOfflineForms(setForms), []);
  const t = useT(offlineFormsMessages, syncMessages);
  if (!forms) return <Spinner label={t('offlineForms.listLabel')} />;
  if (forms.length === 0) return <p className="muted">{t('offlineForms.empty')}</p>;
  const remove = () => {
    const form = removing;
    setRemoving(null);
    if (!form) return;
    unmarkFormOffline(form.formId).then(
      () => showToast('success', t('offlineForms.removed')),
      () => showToast('error', t('sync.actionFailed')),
    );
  };
  return (
    <>
      <ul className="kept-forms" aria-label={t('offlineForms.listLabel')}>
        {forms.map((form) => (
          <li key={form.formId} className="card kept-form">
            <h3>{form.title}</h3>
            <p className="muted">
              {t('offlineForms.version', { version: form.version })} ·{' '}
              {t('offlineForms.keptAt', { time: formatDate(form.keptAt) })}
            </p>
            <p>
              {t('offlineForms.pending', { count: form.pending })}
              {form.attention > 0 && <strong className="kept-form-attention"> · {t('offlineForms.attention', { count: form.attention })}</strong>}
            </p>
            <div className="offline-actions">
              <LinkButton to="/$code" params={{ code: form.shortUrl }} variant="primary" aria-label={t('offlineForms.openNamed', { title: form.title })}>
                {t('offlineForms.open')}
              </LinkButton>
              <RefreshButton shortUrl={form.shortUrl} />
              <Button variant="quiet" onPress={() => setRemoving(form)}>{t('offlineForms.remove')}</Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={removing !== null}
        title={t('offlineForms.removeTitle')}
        confirmLabel={t('offlineForms.remove')}
        cancelLabel={t('offlineForms.cancel')}
        tone="danger"
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        <p>{t('offlineForms.removeBody', { title: removing?.title ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}

function RefreshButton({ shortUrl }: { shortUrl: string }) {
  const [busy, setBusy] = useState(false);
  const t = useT(offlineFormsMessages, syncMessages);
  const refresh = () => {
    setBusy(true);
    refreshKeptForm(shortUrl)
      .then((complete) => {
        if (complete === null) showToast('info', t('offlineForms.refreshOffline'));
        else showToast(complete ? 'success' : 'info', t(complete ? 'offlineForms.refreshed' : 'offlineForms.keptPartly'));
      })
      .catch((error: unknown) => {
        const unreachable = error instanceof ApiError && (error.isNetwork || error.status >= 500);
        showToast(unreachable ? 'info' : 'error', unreachable ? t('offlineForms.refreshOffline') : error instanceof ApiError && error.message ? error.message : t('sync.actionFailed'));
      })
      .finally(() => setBusy(false));
  };
  return <Button onPress={refresh} isDisabled={busy}>{t('offlineForms.refresh')}</Button>;
}
