import { useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RoleItem } from '#core/api';
import { Spinner } from '../ui/spinner';
import { showToast } from '../ui/toast';
import { PermissionPicker } from './permission-picker';
import { groupsQuery, permissionsQuery, securityKeys, setRolePermissions } from './security-api';
import { SecurityDialog } from './security-dialog';
import { useSecurityWords } from './use-security-words';

/** The permissions modal of a role (SPEC 9: at most 700 px high), grouped by permission group. */
export function RolePermissionsDialog({ role, onClose }: { role: RoleItem; onClose: () => void }) {
  const { t, reason } = useSecurityWords();
  const queryClient = useQueryClient();
  const permissions = useQuery(permissionsQuery());
  const groups = useQuery(groupsQuery());
  const [chosen, setChosen] = useState<number[]>(role.permissionIds);
  const mutation = useMutation({
    mutationFn: () => setRolePermissions(role.id, chosen),
    onSuccess: async (saved) => {
      showToast('success', t('security.rolePermissionsSaved', { name: saved.name, count: saved.permissionIds.length }));
      onClose();
      await queryClient.invalidateQueries({ queryKey: securityKeys.roles() });
    },
  });
  const loadFailed = permissions.isError || groups.isError;
  return (
    <SecurityDialog title={t('security.role.permissionsOf', { name: role.name })} isOpen onClose={onClose} className="permissions-modal"
      onSubmit={permissions.data && groups.data ? () => mutation.mutate() : undefined} busy={mutation.isPending}
      problem={mutation.isError ? t('security.saveFailed', { reason: reason(mutation.error) }) : loadFailed ? t('security.loadFailed') : undefined}>
      <p className="muted" role="status">{t('security.chosenCount', { count: chosen.length })}</p>
      {permissions.data && groups.data
        ? <PermissionPicker permissions={permissions.data} groups={groups.data} selected={chosen} onChange={setChosen} />
        : !loadFailed && <Spinner label={t('common.loading')} />}
    </SecurityDialog>
  );
}
