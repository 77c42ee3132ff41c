import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CompanyItem, DepartmentItem } from '#core/api';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { Spinner } from '#app/shared/ui/spinner';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { DepartmentFormDialog } from './department-form-dialog';
import { MembersDialog } from './members-dialog';
import { deleteDepartment, departmentsQuery } from './organisations-api';
import { inTreeOrder } from '#core/tree';
import { useOrgWords } from './use-org-words';

type Open = { kind: 'edit'; department: DepartmentItem | null } | { kind: 'members' | 'delete'; department: DepartmentItem } | null;

function DepartmentRows({ departments, onOpen }: { departments: readonly DepartmentItem[]; onOpen: (open: Open) => void }) {
  const { t } = useOrgWords();
  return (
    <table className="org-table">
      <caption className="sr-only">{t('dep.table')}</caption>
      <thead>
        <tr>{(['name', 'type', 'level', 'users', 'actions'] as const).map((c) => <th key={c} scope="col">{t(`dep.col.${c}`)}</th>)}</tr>
      </thead>
      <tbody>
        {inTreeOrder(departments).map(({ item, depth }) => (
          <tr key={item.id}>
            <th scope="row" style={{ paddingInlineStart: `${10 + depth * 20}px` }}>{item.name}{item.code && <span className="muted"> · {item.code}</span>}</th>
            <td>{t(`dep.type.${item.type}`)}</td>
            <td>{t(`dep.level.${item.level}`)}</td>
            <td className="org-count">{item.userCount ?? 0}</td>
            <td>
              <span className="org-actions">
                <Button onPress={() => onOpen({ kind: 'members', department: item })} aria-label={t('dep.members', { name: item.name })}>{t('dep.membersButton')}</Button>
                <Button onPress={() => onOpen({ kind: 'edit', department: item })} aria-label={t('dep.edit', { name: item.name })}>{t('dep.editShort')}</Button>
                <Button variant="danger" onPress={() => onOpen({ kind: 'delete', department: item })} aria-label={t('dep.delete', { name: item.name })}>{t('org.deleteButton')}</Button>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The departments of the chosen company, as a tree with user counts; add, edit, delete and members. */
export function DepartmentsSection({ company }: { company: CompanyItem }) {
  const { t } = useOrgWords();
  const [open, setOpen] = useState<Open>(null);
  const list = useQuery(departmentsQuery(company.id));
  const close = () => setOpen(null);
  const departments = list.data?.data ?? [];
  return (
    <section className="card org-departments" aria-labelledby="org-departments-title">
      <div className="org-section-head">
        <h2 id="org-departments-title">{t('dep.title', { name: company.name })}</h2>
        <Button variant="primary" onPress={() => setOpen({ kind: 'edit', department: null })}>{t('dep.add')}</Button>
      </div>
      {list.isPending && <Spinner label={t('dep.loading')} />}
      {list.isError && <Alert tone="error">{t('dep.loadFailed')} <Button onPress={() => void list.refetch()}>{t('common.retry')}</Button></Alert>}
      {list.isSuccess && departments.length === 0 && <p>{t('dep.empty')}</p>}
      {departments.length > 0 && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to scroll by keyboard
        <div className="org-scroll" role="region" aria-label={t('dep.table')} tabIndex={0}>
          <DepartmentRows departments={departments} onOpen={setOpen} />
        </div>
      )}
      {open?.kind === 'edit' && <DepartmentFormDialog companyId={company.id} department={open.department} departments={departments} onClose={close} />}
      {open?.kind === 'members' && <MembersDialog department={open.department} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDeleteDialog title={t('org.deleteTitle', { name: open.department.name })} text={t('dep.deleteText')}
          done={t('dep.deleted', { name: open.department.name })} remove={() => deleteDepartment(open.department.id)} onClose={close} />
      )}
    </section>
  );
}
