import './security.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PermissionGroupItem, PermissionItem } from '#core/api';
import { useSession } from '../session/use-session';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { ConfirmDelete } from './confirm-delete';
import { GroupFormDialog } from './group-form-dialog';
import { groupsInTreeOrder } from './group-order';
import { GroupPermissions } from './group-permissions';
import { GroupTree } from './group-tree';
import { PermissionFormDialog } from './permission-form-dialog';
import { deleteGroup, deletePermission, groupsQuery, permissionsQuery } from './security-api';
import { useSecurityWords } from './use-security-words';

type Open =
  | { kind: 'group'; group: PermissionGroupItem | null }
  | { kind: 'permission'; permission: PermissionItem | null }
  | { kind: 'delete-group'; group: PermissionGroupItem }
  | { kind: 'delete-permission'; permission: PermissionItem }
  | null;

interface BodyProps { groups: PermissionGroupItem[]; permissions: PermissionItem[]; canEdit: boolean }

function Body({ groups, permissions, canEdit }: BodyProps) {
  const { t, nameOf } = useSecurityWords();
  const [chosen, setChosen] = useState<number | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const selected = groups.find((g) => g.id === chosen) ?? groupsInTreeOrder(groups)[0]?.group ?? null;
  const counts = new Map<number, number>();
  for (const p of permissions) if (p.groupId !== null) counts.set(p.groupId, (counts.get(p.groupId) ?? 0) + 1);
  const remove = () => {
    if (open?.kind === 'delete-group') return deleteGroup(open.group.id);
    if (open?.kind === 'delete-permission') return deletePermission(open.permission.id);
    return Promise.resolve();
  };
  const deleting = open?.kind === 'delete-group' ? nameOf(open.group, 'group') : open?.kind === 'delete-permission' ? nameOf(open.permission, 'perm') : null;
  return (
    <div className="security-split">
      <section className="card security-groups" aria-labelledby="security-groups-title">
        <h2 id="security-groups-title">{t('security.groups.title')}</h2>
        {canEdit && <Button variant="primary" onPress={() => setOpen({ kind: 'group', group: null })}>{t('security.group.new')}</Button>}
        <GroupTree groups={groups} selectedId={selected?.id ?? null} onSelect={setChosen} counts={counts} />
      </section>
      <section className="card security-group-detail" aria-labelledby="security-group-title">
        <h2 id="security-group-title">{selected ? t('security.groups.permissionsOf', { name: nameOf(selected, 'group') }) : t('security.groups.none')}</h2>
        {selected && canEdit && (
          <div className="security-toolbar">
            <Button variant="primary" onPress={() => setOpen({ kind: 'permission', permission: null })}>{t('security.permission.new')}</Button>
            <Button onPress={() => setOpen({ kind: 'group', group: selected })}>{t('security.group.edit')}</Button>
            {!selected.seeded && <Button variant="danger" onPress={() => setOpen({ kind: 'delete-group', group: selected })}>{t('security.group.delete')}</Button>}
          </div>
        )}
        {selected && (
          <GroupPermissions permissions={permissions.filter((p) => p.groupId === selected.id)}
            onEdit={canEdit ? (permission) => setOpen({ kind: 'permission', permission }) : undefined}
            onDelete={canEdit ? (permission) => setOpen({ kind: 'delete-permission', permission }) : undefined} />
        )}
      </section>
      {open?.kind === 'group' && <GroupFormDialog group={open.group} parentId={open.group ? null : (selected?.id ?? null)} groups={groups} onClose={close} />}
      {open?.kind === 'permission' && <PermissionFormDialog permission={open.permission} groupId={selected?.id ?? null} groups={groups} onClose={close} />}
      <ConfirmDelete name={deleting} remove={remove} onClose={close} />
    </div>
  );
}

/** Management → permission groups: the global catalogue as a tree; only system users change it. */
export function PermissionGroupsPage() {
  const { t } = useSecurityWords();
  const session = useSession();
  const canEdit = session.user?.isSystem === true;
  const groups = useQuery(groupsQuery());
  const permissions = useQuery(permissionsQuery());
  const failed = groups.isError || permissions.isError;
  return (
    <div className="security-page">
      <h1>{t('management.section.permission-groups')}</h1>
      <p className="muted">{t(canEdit ? 'security.groups.intro' : 'security.groups.readOnly')}</p>
      {failed && <Alert tone="error">{t('security.loadFailed')} <Button onPress={() => { void groups.refetch(); void permissions.refetch(); }}>{t('common.retry')}</Button></Alert>}
      {groups.data && permissions.data
        ? <Body groups={groups.data} permissions={permissions.data} canEdit={canEdit} />
        : !failed && <Spinner label={t('common.loading')} />}
    </div>
  );
}
