import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PermissionGroupItem, PermissionItem, UserPermissions } from '#core/api';
import { Spinner } from '../ui/spinner';
import { showToast } from '../ui/toast';
import { PermissionPicker } from './permission-picker';
import { groupsQuery, permissionsQuery, securityKeys, setUserPermissions, userPermissionsQuery } from './security-api';
import { SecurityDialog } from './security-dialog';
import { useSecurityWords } from './use-security-words';

interface Props {
  userId: number;
  open: boolean;
  onClose: () => void;
}

interface LoadedProps { summary: UserPermissions; permissions: PermissionItem[]; groups: PermissionGroupItem[]; onClose: () => void }

function Loaded({ summary, permissions, groups, onClose }: LoadedProps) {
  const { t, reason } = useSecurityWords();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number[]>(summary.direct);
  const mutation = useMutation({
    mutationFn: () => setUserPermissions(summary.userId, chosen),
    onSuccess: async (saved) => {
      showToast('success', t('security.userPermissionsSaved', { count: saved.direct.length }));
      onClose();
      await queryClient.invalidateQueries({ queryKey: securityKeys.user(summary.userId) });
    },
  });
  return (
    <SecurityDialog title={t('security.user.title')} isOpen onClose={onClose} className="permissions-modal" onSubmit={() => mutation.mutate()}
      busy={mutation.isPending} problem={mutation.isError ? t('security.saveFailed', { reason: reason(mutation.error) }) : undefined}>
      <p className="muted">{t('security.user.intro')}</p>
      <p className="muted" role="status">{t('security.user.counts', { direct: chosen.length, inherited: summary.inherited.length })}</p>
      <PermissionPicker permissions={permissions} groups={groups} selected={chosen} onChange={setChosen} inherited={summary.inherited} />
    </SecurityDialog>
  );
}

/**
 * The direct permissions of one user, grouped by permission group; the codes the user already holds
 * through the permission group or a role are shown ticked and locked. For the users screen to embed.
 */
export function UserPermissionsDialog({ userId, open, onClose }: Props) {
  const { t } = useSecurityWords();
  const summary = useQuery({ ...userPermissionsQuery(userId), enabled: open });
  const permissions = useQuery({ ...permissionsQuery(), enabled: open });
  const groups = useQuery({ ...groupsQuery(), enabled: open });
  if (!open) return null;
  if (summary.data && permissions.data && groups.data) {
    return <Loaded key={`${userId}:${summary.dataUpdatedAt}`} summary={summary.data} permissions={permissions.data} groups={groups.data} onClose={onClose} />;
  }
  const failed = summary.isError || permissions.isError || groups.isError;
  return (
    <SecurityDialog title={t('security.user.title')} isOpen onClose={onClose} problem={failed ? t('security.loadFailed') : undefined}>
      {!failed && <Spinner label={t('common.loading')} />}
    </SecurityDialog>
  );
}
