import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { IntegrationItem, IntegrationSaved } from '#core/api';
import { ApiError } from '../http/api-error';
import { Spinner } from '../ui/spinner';
import { TextField } from '../ui/text-field';
import { showToast } from '../ui/toast';
import { IntegrationDialog } from './integration-dialog';
import { createIntegration, integrationKeys, scopeOptionsQuery, updateFrom } from './integrations-api';
import { ScopePicker } from './scope-picker';
import { useIntegrationsWords } from './use-integrations-words';

interface Props {
  /** null: a new account */
  account: IntegrationItem | null;
  onClose: () => void;
  /** a new account answers its secret once */
  onCreated: (saved: IntegrationSaved) => void;
}

/** Name, description and scope of an account; creating one ends by showing its secret. */
export function IntegrationFormDialog({ account, onClose, onCreated }: Props) {
  const { t } = useIntegrationsWords();
  const queryClient = useQueryClient();
  const options = useQuery(scopeOptionsQuery());
  const [name, setName] = useState(account?.name ?? '');
  const [description, setDescription] = useState(account?.description ?? '');
  const [scope, setScope] = useState<string[]>(account?.scope ?? []);
  const save = useMutation({
    mutationFn: () => (account
      ? updateFrom(account, { name, description, scope })
      : createIntegration({ name, description, scope })),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: integrationKeys.all });
      if (account) {
        showToast('success', t('integrations.saved'));
        onClose();
      } else {
        showToast('success', t('integrations.created'));
        onCreated(saved);
      }
    },
  });
  const error = save.error instanceof ApiError ? save.error : null;
  const problem = save.isError && (!error || error.errors.length === 0)
    ? t('integrations.failed', { reason: error && !error.isNetwork ? error.message : t('common.networkError') })
    : error?.fieldError('scope');
  return (
    <IntegrationDialog
      isOpen
      title={t(account ? 'integrations.editTitle' : 'integrations.createTitle')}
      submitLabel={t(account ? 'common.save' : 'integrations.create')}
      busy={save.isPending}
      problem={problem}
      onClose={onClose}
      onSubmit={() => save.mutate()}
      className="integrations-dialog"
    >
      <TextField label={t('integrations.name')} isRequired value={name} onChange={setName} errorMessage={error?.fieldError('name')} />
      <TextField label={t('integrations.description')} multiline value={description} onChange={setDescription} errorMessage={error?.fieldError('description')} />
      <fieldset className="integrations-scope-fieldset">
        <legend>{t('integrations.scope')}</legend>
        <p className="muted">{t('integrations.scopeHelp')}</p>
        {options.isPending && <Spinner label={t('common.loading')} />}
        {options.isSuccess && <ScopePicker options={options.data} current={account?.scope ?? []} selected={scope} onChange={setScope} />}
      </fieldset>
    </IntegrationDialog>
  );
}
