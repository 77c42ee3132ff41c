import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserItem } from '#core/api';
import { showToast } from '#app/shared/ui/toast';
import { useUsersWords } from './use-users-words';
import { lockUser, userKeys } from './users-api';

/** Lock (status 0) or unlock (1) at once; a locked person meets the locked screen on their next request. */
export function useLockUser() {
  const { t, reason } = useUsersWords();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ user, lock }: { user: UserItem; lock: boolean }) => lockUser(user.id, lock),
    onSuccess: async (user, { lock }) => {
      showToast('success', t(lock ? 'users.locked' : 'users.unlocked', { name: user.name || user.username }));
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    onError: (error) => showToast('error', reason(error), { confirm: true }),
  });
  return (user: UserItem, lock: boolean) => mutation.mutate({ user, lock });
}
