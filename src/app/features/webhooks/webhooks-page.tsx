import './webhooks.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormDetail } from '#core/forms';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { LinkButton } from '#app/shared/ui/link-button';
import { Spinner } from '#app/shared/ui/spinner';
import { showToast } from '#app/shared/ui/toast';
import { WebhookCard } from './webhook-card';
import { WebhookSecret } from './webhook-secret';
import { WebhookUrlForm } from './webhook-url-form';
import { createWebhook, webhookKeys, webhooksQuery } from './webhooks-api';
import { useWebhooksWords } from './use-webhooks-words';

function WebhookList({ formId, onSecret }: { formId: number; onSecret: (secret: string) => void }) {
  const { t, failure } = useWebhooksWords();
  const list = useQuery(webhooksQuery(formId));
  if (list.isPending) return <Spinner label={t('webhooks.loading')} />;
  if (list.isError) return <Alert tone="error">{t('webhooks.loadFailed')} {failure(list.error)} <Button onPress={() => void list.refetch()}>{t('common.retry')}</Button></Alert>;
  if (list.data.length === 0) return <p>{t('webhooks.empty')}</p>;
  return (
    <ul className="webhooks-list" aria-label={t('webhooks.list')}>
      {list.data.map((webhook) => <WebhookCard key={webhook.id} webhook={webhook} onSecret={onSecret} />)}
    </ul>
  );
}

/** A form's webhooks (docs/integrations.md): add one, see its secret once, pause, remove, read the delivery log, send again. */
export function WebhooksPage({ form }: { form: FormDetail }) {
  const { t } = useWebhooksWords();
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  return (
    <div className="webhooks-page">
      <div className="webhooks-head">
        <h1>{t('webhooks.title')}: {form.title}</h1>
        <LinkButton to="/forms/$id/results" params={{ id: form.id }}>{t('webhooks.back')}</LinkButton>
      </div>
      <p className="muted">{t('webhooks.intro')}</p>
      {form.access !== 'owner' ? <Alert tone="info">{t('webhooks.ownerOnly')}</Alert> : (
        <>
          {secret && <WebhookSecret secret={secret} onDone={() => setSecret(null)} />}
          <section className="card" aria-labelledby="webhook-add-title">
            <h2 id="webhook-add-title">{t('webhooks.addTitle')}</h2>
            <WebhookUrlForm key={formKey} label={t('webhooks.addTitle')} submitLabel={t('webhooks.add')}
              save={(url) => createWebhook(form.id, { url })}
              onSaved={(saved) => {
                showToast('success', t('webhooks.added'));
                setSecret(saved.secret ?? null);
                setFormKey((k) => k + 1);
                void queryClient.invalidateQueries({ queryKey: webhookKeys.form(form.id) });
              }} />
          </section>
          <WebhookList formId={form.id} onSecret={setSecret} />
        </>
      )}
    </div>
  );
}
