import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { IntegrationItem } from '#core/api';
import { ApiError } from '#app/shared/http/api-error';
import { Button } from '#app/shared/ui/button';
import { showToast } from '#app/shared/ui/toast';
import { IntegrationDialog } from './integration-dialog';
import { deleteIntegration, integrationKeys, updateFrom } from './integrations-api';
import type { ShownSecret } from './secret-dialog';
import { useIntegrationsWords } from './use-integrations-words';

interface Props {
  account: IntegrationItem;
  onEdit: (account: IntegrationItem) => void;
  onSecret: (shown: ShownSecret) => void;
}

/** Edit, enable/disable, new secret (confirmed) and delete (confirmed) for one account. */
export function IntegrationActions({ account, onEdit, onSecret }: Props) {
  const { t } = useIntegrationsWords();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'regenerate' | 'delete' | null>(null);
  const reason = (error: Error) => (error instanceof ApiError && !error.isNetwork ? error.message : t('common.networkError'));
  const done = async (message: string) => {
    showToast('success', message);
    setAsking(null);
    await queryClient.invalidateQueries({ queryKey: integrationKeys.all });
  };
  const toggle = useMutation({
    mutationFn: () => updateFrom(account, { enabled: !account.enabled }),
    onSuccess: (saved) => done(t(saved.enabled ? 'integrations.nowEnabled' : 'integrations.nowDisabled')),
    onError: (error) => showToast('error', t('integrations.failed', { reason: reason(error) }), { confirm: true }),
  });
  const regenerate = useMutation({
    mutationFn: () => updateFrom(account, { regenerateSecret: true }),
    onSuccess: async (saved) => {
      await done(t('integrations.saved'));
      if (saved.clientSecret) onSecret({ name: saved.name, clientId: saved.clientId, clientSecret: saved.clientSecret });
    },
  });
  const remove = useMutation({ mutationFn: () => deleteIntegration(account.id), onSuccess: () => done(t('integrations.deleted')) });
  const pending = asking === 'regenerate' ? regenerate : remove;
  const name = { name: account.name };
  return (
    <div className="integrations-actions">
      <Button onPress={() => onEdit(account)} aria-label={t('integrations.editNamed', name)}>{t('integrations.edit')}</Button>
      <Button isDisabled={toggle.isPending} onPress={() => toggle.mutate()} aria-label={t(account.enabled ? 'integrations.disableNamed' : 'integrations.enableNamed', name)}>
        {t(account.enabled ? 'integrations.disable' : 'integrations.enable')}
      </Button>
      <Button onPress={() => setAsking('regenerate')} aria-label={t('integrations.regenerateNamed', name)}>{t('integrations.regenerate')}</Button>
      <Button variant="danger" onPress={() => setAsking('delete')} aria-label={t('integrations.deleteNamed', name)}>{t('integrations.delete')}</Button>
      <IntegrationDialog
        isOpen={asking !== null}
        tone="danger"
        title={t(asking === 'regenerate' ? 'integrations.regenerateTitle' : 'integrations.deleteTitle')}
        submitLabel={t(asking === 'regenerate' ? 'integrations.regenerateConfirm' : 'integrations.deleteConfirm')}
        busy={pending.isPending}
        problem={pending.error ? t('integrations.failed', { reason: reason(pending.error) }) : undefined}
        onClose={() => { setAsking(null); regenerate.reset(); remove.reset(); }}
        onSubmit={() => pending.mutate()}
      >
        <p>{t(asking === 'regenerate' ? 'integrations.regenerateBody' : 'integrations.deleteBody', name)}</p>
      </IntegrationDialog>
    </div>
  );
}
