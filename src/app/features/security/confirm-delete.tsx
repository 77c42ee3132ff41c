import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '#app/shared/ui/toast';
import { securityKeys } from './security-api';
import { SecurityDialog } from './security-dialog';
import { serverProblems } from '#app/shared/http/form-problems';
import { useSecurityWords } from './use-security-words';

interface Props {
  /** what is deleted, by name; null closes the dialog */
  name: string | null;
  remove: () => Promise<unknown>;
  onClose: () => void;
}

/** "Delete {name}?": on success a toast and fresh lists; a refusal (seeded, in use) is shown in the dialog. */
export function ConfirmDelete({ name, remove, onClose }: Props) {
  const { t } = useSecurityWords();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      showToast('success', t('security.deleted', { name: name ?? '' }));
      onClose();
      await queryClient.invalidateQueries({ queryKey: securityKeys.all });
    },
  });
  const close = () => { mutation.reset(); onClose(); };
  const problems = serverProblems(mutation.error);
  const problem = mutation.isError ? (problems[''] ?? Object.values(problems)[0] ?? t('common.networkError')) : undefined;
  return (
    <SecurityDialog title={t('security.deleteTitle', { name: name ?? '' })} isOpen={name !== null} onClose={close}
      onSubmit={() => mutation.mutate()} submitLabel={t('security.delete')} busy={mutation.isPending} problem={problem}>
      <p>{t('security.deleteText', { name: name ?? '' })}</p>
    </SecurityDialog>
  );
}
