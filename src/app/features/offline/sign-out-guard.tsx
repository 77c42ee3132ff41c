import '#app/shared/ui/dialog.css';
import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { keepForUser, sendBeforeSignOut, unsentFor, type UnsentSummary } from '#offline/index';
import { SignOutButton } from '#app/shell/layouts/shell-slots';
import { useSession } from '#app/shell/session/use-session';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { showToast } from '#app/shared/ui/toast';
import { useT } from '#app/shared/i18n/use-t';
import { offlineFormsMessages } from './offline-forms-messages';
import { syncMessages } from './sync-messages';

const SEND_WAIT_MS = 30_000;

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
  const t = useT(offlineFormsMessages, syncMessages);

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

  const dialog = (
    <ModalOverlay className="dialog-overlay" isOpen={left !== null} onOpenChange={(open) => !open && cancel()} isDismissable={!busy}>
      <Modal className="dialog-modal">
        <Dialog role="alertdialog" className="dialog">
          <Heading slot="title" className="dialog-title">{t('offlineForms.signOutTitle')}</Heading>
          <div className="dialog-body">
            {left && left.items > 0 && <p>{t('offlineForms.signOutItems', { count: left.items })}</p>}
            {left && left.drafts > 0 && <p>{t('offlineForms.signOutDrafts', { count: left.drafts })}</p>}
            <p>{t('offlineForms.signOutNext')}</p>
            {stillUnsent && left && <Alert tone="warning">{t('offlineForms.signOutStillUnsent', { items: left.items })}</Alert>}
            <p className="muted">{t('offlineForms.signOutKeepHelp')}</p>
          </div>
          <div className="dialog-actions">
            <Button isDisabled={busy} onPress={cancel}>{t('offlineForms.cancel')}</Button>
            <Button isDisabled={busy} onPress={keep}>{t('offlineForms.signOutKeep')}</Button>
            {left && left.items > 0 && (
              <Button variant="primary" isDisabled={busy} onPress={sendFirst}>
                {t(busy ? 'offlineForms.signOutSending' : 'offlineForms.signOutSend')}
              </Button>
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
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
