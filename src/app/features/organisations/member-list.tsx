import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Member } from '#core/api';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { Pager } from '#app/shared/ui/pager';
import { Spinner } from '#app/shared/ui/spinner';
import { showToast } from '#app/shared/ui/toast';
import { MEMBERS_PAGE_SIZE, changeMembers, membersQuery, orgKeys } from './organisations-api';
import { useOrgWords } from './use-org-words';

interface Props {
  departmentId: number;
  /** true: the members, each with "Remove"; false: people of the company not in it, each with "Add" */
  inside: boolean;
  search: string;
}

const who = (m: Member) => m.name.trim() || m.username;

/** One paged list of the members dialog; a change refreshes both lists and the counts (SPEC 8 messages on failure). */
export function MemberList({ departmentId, inside, search }: Props) {
  const { t, reason } = useOrgWords();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery({ ...membersQuery(departmentId, inside, search, page), placeholderData: keepPreviousData });
  const change = useMutation({
    mutationFn: (member: Member) => changeMembers(departmentId, [member.id], !inside),
    onSuccess: async (_reply, member) => {
      if (page > 1 && list.data?.data.length === 1) setPage(page - 1);
      showToast('success', t(inside ? 'dep.removed' : 'dep.added', { name: who(member) }));
      await queryClient.invalidateQueries({ queryKey: orgKeys.all });
    },
    onError: (error) => showToast('error', t('dep.updateFailed', { reason: reason(error) }), { confirm: true }),
  });
  if (list.isPending) return <Spinner label={t('common.loading')} />;
  if (list.isError) {
    return <Alert tone="error">{t('dep.fetchFailed')} <Button onPress={() => void list.refetch()}>{t('common.retry')}</Button></Alert>;
  }
  const { data, totalData } = list.data;
  return (
    <>
      <p className="muted" role="status">{t('dep.memberCount', { count: totalData })}</p>
      {data.length === 0 ? <p>{t(inside ? 'dep.noMembers' : 'dep.noCandidates')}</p> : (
        <ul className="org-members">
          {data.map((m) => (
            <li key={m.id}>
              <span className="org-member-name">
                {who(m)} <span className="muted">({m.username}{m.email ? `, ${m.email}` : ''})</span>
                {m.position && <span className="muted org-member-position">{m.position}</span>}
              </span>
              <Button variant={inside ? 'danger' : 'primary'} isDisabled={change.isPending} onPress={() => change.mutate(m)}
                aria-label={t(inside ? 'dep.removeUser' : 'dep.addUser', { name: who(m) })}>
                {t(inside ? 'dep.removeShort' : 'dep.addShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={Math.ceil(totalData / MEMBERS_PAGE_SIZE)} onPage={setPage} label={t(inside ? 'dep.pagesIn' : 'dep.pagesOut')} />
    </>
  );
}
