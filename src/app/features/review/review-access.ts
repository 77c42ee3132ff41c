import { useSession } from '#app/shell/session/use-session';

/** Decision 1: reviewers are system users, administrators and holders of FormReview (the server checks again). */
export function useCanReview(): boolean {
  const session = useSession();
  return session.isAdministrator || session.can('FormReview');
}
