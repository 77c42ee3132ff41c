import { useMutation } from '@tanstack/react-query';
import { type SubmitEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { webhookUrlSchema } from '#core/api';
import { Button } from '#app/shared/ui/button';
import { TextField } from '#app/shared/ui/text-field';
import { useWebhooksWords } from './use-webhooks-words';

interface Props<T> {
  label: string;
  initial?: string;
  submitLabel: string;
  save: (url: string) => Promise<T>;
  onSaved: (saved: T) => void;
  onCancel?: () => void;
}

/** One address field checked by the contract, then by the server (which also knows which hosts it refuses). */
export function WebhookUrlForm<T>({ label, initial = '', submitLabel, save, onSaved, onCancel }: Props<T>) {
  const { t, fieldMessage, failure } = useWebhooksWords();
  /** the schema's problem is one of core's message keys, which the provider translates */
  const intl = useIntl();
  const [url, setUrl] = useState(initial);
  const [localProblem, setLocalProblem] = useState<string | null>(null);
  const saving = useMutation({ mutationFn: save, onSuccess: onSaved });
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = webhookUrlSchema.safeParse(url);
    setLocalProblem(checked.success ? null : (checked.error.issues[0]?.message ?? 'validation.invalid'));
    if (checked.success) saving.mutate(checked.data);
  };
  const serverField = saving.isError ? fieldMessage(saving.error, 'url') : undefined;
  const generalError = saving.isError && !serverField ? t('webhooks.failed', { reason: failure(saving.error) }) : undefined;
  return (
    <form className="webhooks-url-form" aria-label={label} onSubmit={submit} noValidate>
      <TextField label={t('webhooks.url')} type="url" value={url} onChange={setUrl} isRequired
        errorMessage={localProblem ? intl.formatMessage({ id: localProblem }) : (serverField ?? generalError)} />
      <div className="webhooks-url-actions">
        <Button type="submit" variant="primary" isDisabled={saving.isPending}>{submitLabel}</Button>
        {onCancel && <Button onPress={onCancel}>{t('common.cancel')}</Button>}
      </div>
    </form>
  );
}
