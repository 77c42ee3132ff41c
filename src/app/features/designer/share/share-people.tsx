import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formPermissionSchema, type SharedUser } from '#core/forms';
import { ApiError } from '#app/shared/http/api-error';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { NativeSelect } from '#app/shared/ui/native-select';
import { Spinner } from '#app/shared/ui/spinner';
import { showToast } from '#app/shared/ui/toast';
import { sharedUsersQuery, shareKeys, updatePermissions, type PermissionChanges } from './share-api';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { shareMessages } from './share-messages';

/** Why a share call failed, in words: the server's own message, or "no connection". */
export function shareFailure(error: unknown, networkText: string): string {
  if (error instanceof ApiError && !error.isNetwork) return error.errors[0]?.message ?? error.message;
  return networkText;
}

/** The share list; the owner changes a person's permission or removes them, others only read it. */
export function SharePeople({ formId, canChange }: { formId: number; canChange: boolean }) {
  const t = useT(commonMessages, shareMessages);
  const queryClient = useQueryClient();
  const people = useQuery(sharedUsersQuery(formId));
  const [failure, setFailure] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: ({ changes }: { changes: PermissionChanges; done: string }) => updatePermissions(formId, changes),
    onSuccess: async (list, { done }) => {
      setFailure(null);
      queryClient.setQueryData(shareKeys.users(formId), list);
      showToast('success', done);
      await queryClient.resetQueries({ queryKey: shareKeys.candidates(formId) });
    },
    onError: (error) => setFailure(t('shareTab.failed', { reason: shareFailure(error, t('common.networkError')) })),
  });
  const permissionName = (p: number) => t.ifKnown(`shareTab.permission.${p}`, String(p));
  const setPermission = (person: SharedUser, value: string) => {
    const parsed = formPermissionSchema.safeParse(Number(value));
    if (!parsed.success || parsed.data === person.permission) return;
    change.mutate({
      changes: { update: [{ userId: person.userId, permission: parsed.data }] },
      done: t('shareTab.changed', { name: person.name, permission: permissionName(parsed.data) }),
    });
  };
  return (
    <section className="share-people" aria-labelledby="share-people-heading">
      <h3 id="share-people-heading">{t('shareTab.people')}</h3>
      {!canChange && <p className="muted">{t('shareTab.readOnly')}</p>}
      {people.isPending && <Spinner label={t('shareTab.loading')} />}
      {people.isError && (
        <Alert tone="error">
          {t('shareTab.loadFailed')} <Button onPress={() => void people.refetch()}>{t('common.retry')}</Button>
        </Alert>
      )}
      <div aria-live="assertive">{failure && <Alert tone="warning">{failure}</Alert>}</div>
      {people.data?.length === 0 && <p>{t('shareTab.nobody')}</p>}
      {people.data && people.data.length > 0 && (
        <ul className="share-person-list" aria-label={t('shareTab.people')}>
          {people.data.map((person) => (
            <li key={person.userId} className="share-person">
              <div className="share-person-name">
                <strong>{person.name}</strong>
                <span className="muted">{person.email ?? person.username}</span>
              </div>
              {canChange ? (
                <>
                  <NativeSelect
                    label={<>{t('shareTab.col.permission')}<span className="sr-only"> {t('shareTab.permissionOf', { name: person.name })}</span></>}
                    placeholder={t('shareTab.col.permission')}
                    value={String(person.permission)}
                    isDisabled={change.isPending}
                    options={[1, 2].map((p) => ({ value: String(p), label: permissionName(p) }))}
                    onChange={(value) => setPermission(person, value)}
                  />
                  <Button
                    variant="danger"
                    isDisabled={change.isPending}
                    aria-label={t('shareTab.removeNamed', { name: person.name })}
                    onPress={() => change.mutate({ changes: { remove: [person.userId] }, done: t('shareTab.removed', { name: person.name }) })}
                  >
                    {t('shareTab.remove')}
                  </Button>
                </>
              ) : (
                <span className="share-permission-badge">{permissionName(person.permission)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
