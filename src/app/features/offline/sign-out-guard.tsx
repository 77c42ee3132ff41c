import { lazy, Suspense, useState } from 'react';
import { keepForUser, sendBeforeSignOut, unsentFor, type UnsentSummary } from '#offline/index';
import { SignOutButton } from '#app/shell/layouts/shell-slots';
import { useSession } from '#app/shell/session/use-session';
import { showToast } from '#app/shared/ui/toast';
import { useT } from '#app/shared/i18n/use-t';
import { syncMessages } from './sync-messages';

const SEND_WAIT_MS = 30_000;

const SignOutDialog = lazy(() => import('./sign-out-dialog').then((module) => ({ default: module.SignOutDialog })));

/**
 * Sign-out on a shared device: with unsent answers or drafts, a dialog asks "send first" or "keep
 * for this account" (or cancel). Nothing of this person is left where the next one could see it.
 * Returns the sign-out handler for the button and the dialog to render.
 */
export function useGuardedSignOut() {
  const { user, signOut } = useSession();
  const [left, setLeft] = useState<UnsentSummary | null>(null);
  const [stillUnsent, setStillUnsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const userId = user ? String(user.id) : null;
  const t = useT(syncMessages);

  const fail = () => {
    setBusy(false);
    showToast('error', t('sync.actionFailed'));
  };
  const finish = async (owner: string) => {
    await keepForUser(owner);
    setLeft(null);
    await signOut();
  };
  const request = () => {
    if (!userId) return;
    unsentFor(userId)
      .then((summary) => {
        if (summary.items === 0 && summary.drafts === 0) return signOut();
        setStillUnsent(false);
        setLeft(summary);
        return undefined;
      })
      .catch(() => void signOut()); // the device's database is unusable: nothing of this person can be read either
  };
  const sendFirst = () => {
    if (!userId) return;
    setBusy(true);
    sendBeforeSignOut(userId, SEND_WAIT_MS)
      .then(async (summary) => {
        if (summary.items === 0) return finish(userId);
        setLeft(summary);
        setStillUnsent(true);
        setBusy(false);
        return undefined;
      })
      .catch(fail);
  };
  const keep = () => {
    if (!userId) return;
    setBusy(true);
    finish(userId).catch(fail);
  };
  const cancel = () => {
    if (!busy) setLeft(null);
  };

  // the dialog's code (React Aria's modal) loads when it first opens; it is precached for offline use (vite.config.ts)
  const dialog = left && (
    <Suspense fallback={null}>
      <SignOutDialog left={left} stillUnsent={stillUnsent} busy={busy} onCancel={cancel} onKeep={keep} onSend={sendFirst} />
    </Suspense>
  );
  return { request, dialog };
}

/** The navigation bar's sign-out button with the unsent-work dialog (the shell's sign-out slot). */
export function GuardedSignOutButton() {
  const signOut = useGuardedSignOut();
  return (
    <>
      <SignOutButton onPress={signOut.request} />
      {signOut.dialog}
    </>
  );
}
