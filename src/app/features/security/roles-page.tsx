import './security.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RoleItem } from '#core/api';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { Spinner } from '#app/shared/ui/spinner';
import { ConfirmDelete } from './confirm-delete';
import { RoleFormDialog } from './role-form-dialog';
import { RolePermissionsDialog } from './role-permissions-dialog';
import { deleteRole, rolesQuery } from './security-api';
import { useSecurityWords } from './use-security-words';

type Open = { kind: 'form'; role: RoleItem | null } | { kind: 'permissions' | 'delete'; role: RoleItem } | null;

function RolesTable({ roles, onOpen }: { roles: readonly RoleItem[]; onOpen: (open: Open) => void }) {
  const { t } = useSecurityWords();
  return (
    <table className="security-table">
      <caption className="sr-only">{t('security.roles.table')}</caption>
      <thead>
        <tr>{(['name', 'description', 'permissions', 'users', 'actions'] as const).map((c) => <th key={c} scope="col">{t(`security.roles.col.${c}`)}</th>)}</tr>
      </thead>
      <tbody>
        {roles.map((role) => (
          <tr key={role.id}>
            <th scope="row">{role.name}</th>
            <td className="security-description">{role.description ?? <span className="muted">{t('security.none')}</span>}</td>
            <td>{role.permissionIds.length}</td>
            <td>{role.userCount}</td>
            <td className="security-actions">
              <Button aria-label={t('security.role.editNamed', { name: role.name })} onPress={() => onOpen({ kind: 'form', role })}>{t('security.edit')}</Button>
              <Button aria-label={t('security.role.permissionsNamed', { name: role.name })} onPress={() => onOpen({ kind: 'permissions', role })}>{t('security.role.permissions')}</Button>
              <Button variant="danger" aria-label={t('security.deleteNamed', { name: role.name })} onPress={() => onOpen({ kind: 'delete', role })}>{t('security.delete')}</Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Management → roles: the company's roles, their permissions (a modal of checkboxes) and holders. */
export function RolesPage() {
  const { t } = useSecurityWords();
  const roles = useQuery(rolesQuery());
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <div className="security-page">
      <h1>{t('management.section.roles')}</h1>
      <p className="muted">{t('security.roles.intro')}</p>
      <section className="card">
        <div className="security-toolbar">
          <Button variant="primary" onPress={() => setOpen({ kind: 'form', role: null })}>{t('security.role.new')}</Button>
        </div>
        {roles.isPending && <Spinner label={t('common.loading')} />}
        {roles.isError && <Alert tone="error">{t('security.loadFailed')} <Button onPress={() => void roles.refetch()}>{t('common.retry')}</Button></Alert>}
        {roles.data && (roles.data.length === 0 ? <p>{t('security.roles.empty')}</p> : (
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to scroll by keyboard
          <div className="security-scroll" role="region" aria-label={t('security.roles.table')} tabIndex={0}>
            <RolesTable roles={roles.data} onOpen={setOpen} />
          </div>
        ))}
      </section>
      {open?.kind === 'form' && <RoleFormDialog key={open.role?.id ?? 'new'} role={open.role} isOpen onClose={close} />}
      {open?.kind === 'permissions' && <RolePermissionsDialog key={open.role.id} role={open.role} onClose={close} />}
      <ConfirmDelete name={open?.kind === 'delete' ? open.role.name : null}
        remove={() => (open?.kind === 'delete' ? deleteRole(open.role.id) : Promise.resolve())} onClose={close} />
    </div>
  );
}
