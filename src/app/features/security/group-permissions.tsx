import type { PermissionItem } from '#core/api';
import { Button } from '#app/shared/ui/button';
import { useSecurityWords } from './use-security-words';

interface Props {
  permissions: readonly PermissionItem[];
  /** system users: edit and delete buttons */
  /** undefined: the person may not edit */
  onEdit?: ((permission: PermissionItem) => void) | undefined;
  onDelete?: ((permission: PermissionItem) => void) | undefined;
}

/** The permissions of one group: code, name, level; seeded ones are marked. */
export function GroupPermissions({ permissions, onEdit, onDelete }: Props) {
  const { t, nameOf } = useSecurityWords();
  if (permissions.length === 0) return <p>{t('security.groups.noPermissions')}</p>;
  const columns = ['code', 'name', 'level', ...(onEdit ? ['actions'] as const : [])] as const;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to scroll by keyboard
    <div className="security-scroll" role="region" aria-label={t('security.groups.permissionsTable')} tabIndex={0}>
      <table className="security-table">
        <caption className="sr-only">{t('security.groups.permissionsTable')}</caption>
        <thead><tr>{columns.map((c) => <th key={c} scope="col">{t(`security.permissions.col.${c}`)}</th>)}</tr></thead>
        <tbody>
          {permissions.map((p) => (
            <tr key={p.id}>
              <td><code>{p.code}</code>{p.seeded && <span className="security-badge">{t('security.seeded')}</span>}</td>
              <th scope="row">{nameOf(p, 'perm')}</th>
              <td>{p.level ?? <span className="muted">{t('security.anyLevel')}</span>}</td>
              {onEdit && onDelete && (
                <td className="security-actions">
                  <Button aria-label={t('security.permission.editNamed', { name: nameOf(p, 'perm') })} onPress={() => onEdit(p)}>{t('security.edit')}</Button>
                  {!p.seeded && <Button variant="danger" aria-label={t('security.deleteNamed', { name: nameOf(p, 'perm') })} onPress={() => onDelete(p)}>{t('security.delete')}</Button>}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
