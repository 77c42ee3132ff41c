import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { TextField } from '#app/shared/ui/text-field';
import { showToast } from '#app/shared/ui/toast';
import { useWebhooksWords } from './use-webhooks-words';

/** The only time a webhook's secret is shown: with a copy button and the warning. */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useWebhooksWords();
  const copy = () => {
    navigator.clipboard.writeText(secret).then(
      () => showToast('success', t('webhooks.copied')),
      () => showToast('error', t('webhooks.copyFailed')),
    );
  };
  return (
    <section className="card webhooks-secret" aria-labelledby="webhook-secret-title">
      <h2 id="webhook-secret-title">{t('webhooks.secretTitle')}</h2>
      <Alert tone="warning">{t('webhooks.secretWarning')}</Alert>
      <div className="webhooks-copy">
        <TextField label={t('webhooks.secret')} value={secret} isReadOnly />
        <Button onPress={copy}>{t('webhooks.copy')}</Button>
      </div>
      <Button variant="primary" onPress={onDone}>{t('webhooks.secretDone')}</Button>
    </section>
  );
}
