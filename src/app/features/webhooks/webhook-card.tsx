import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebhookItem, WebhookSaved } from '#core/api';
import { Button } from '#app/shared/ui/button';
import { ConfirmDialog } from '#app/shared/ui/confirm-dialog';
import { showToast } from '#app/shared/ui/toast';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookUrlForm } from './webhook-url-form';
import { deleteWebhook, updateWebhook, webhookKeys } from './webhooks-api';
import { useWebhooksWords } from './use-webhooks-words';

type Confirming = 'secret' | 'delete' | null;

/** One webhook: its address and state, pause/resume, address, new secret, remove, and its delivery log. */
export function WebhookCard({ webhook, onSecret }: { webhook: WebhookItem; onSecret: (secret: string) => void }) {
  const { t, failure } = useWebhooksWords();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.form(webhook.formId) });
  const onError = (error: unknown) => showToast('error', t('webhooks.failed', { reason: failure(error) }));
  const change = useMutation({
    mutationFn: (patch: Parameters<typeof updateWebhook>[1]) => updateWebhook(webhook, patch),
    onSuccess: (saved: WebhookSaved) => {
      setConfirming(null);
      if (saved.secret) onSecret(saved.secret);
      else showToast('success', t('webhooks.saved'));
      void refresh();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: () => deleteWebhook(webhook),
    onSuccess: () => {
      setConfirming(null);
      showToast('success', t('webhooks.deleted'));
      void refresh();
    },
    onError,
  });
  const url = webhook.url;
  const headingId = `webhook-${webhook.id}`;
  return (
    <li className="card webhooks-card" aria-labelledby={headingId}>
      <div className="webhooks-card-head">
        <h2 id={headingId} className="webhooks-url">{url}</h2>
        <span className="webhooks-state" data-active={webhook.active}>{t(webhook.active ? 'webhooks.active' : 'webhooks.paused')}</span>
      </div>
      <p className="muted">{t('webhooks.counts', { pending: webhook.pending, delivered: webhook.delivered, failed: webhook.failed })}</p>
      {editing ? (
        <WebhookUrlForm label={t('webhooks.editNamed', { url })} initial={url} submitLabel={t('common.save')}
          save={(next) => updateWebhook(webhook, { url: next })}
          onSaved={() => { setEditing(false); showToast('success', t('webhooks.saved')); void refresh(); }}
          onCancel={() => setEditing(false)} />
      ) : (
        <div className="webhooks-actions">
          <Button onPress={() => change.mutate({ active: !webhook.active })} isDisabled={change.isPending}
            aria-label={t(webhook.active ? 'webhooks.pauseNamed' : 'webhooks.resumeNamed', { url })}>
            {t(webhook.active ? 'webhooks.pause' : 'webhooks.resume')}
          </Button>
          <Button onPress={() => setEditing(true)} aria-label={t('webhooks.editNamed', { url })}>{t('webhooks.edit')}</Button>
          <Button onPress={() => setConfirming('secret')} aria-label={t('webhooks.newSecretNamed', { url })}>{t('webhooks.newSecret')}</Button>
          <Button variant="danger" onPress={() => setConfirming('delete')} aria-label={t('webhooks.deleteNamed', { url })}>{t('webhooks.delete')}</Button>
        </div>
      )}
      <WebhookDeliveries webhook={webhook} />
      <ConfirmDialog isOpen={confirming === 'secret'} title={t('webhooks.newSecretNamed', { url })} confirmLabel={t('webhooks.newSecret')}
        cancelLabel={t('common.cancel')} busy={change.isPending} onConfirm={() => change.mutate({ regenerateSecret: true })} onCancel={() => setConfirming(null)}>
        {t('webhooks.newSecretConfirm')}
      </ConfirmDialog>
      <ConfirmDialog isOpen={confirming === 'delete'} title={t('webhooks.deleteNamed', { url })} confirmLabel={t('webhooks.delete')} tone="danger"
        cancelLabel={t('common.cancel')} busy={remove.isPending} onConfirm={() => remove.mutate()} onCancel={() => setConfirming(null)}>
        {t('webhooks.deleteConfirm')}
      </ConfirmDialog>
    </li>
  );
}
