import { useEffect } from 'react';
import { createFetchTransport, requestPersistentStorage, setCurrentOwner, setSyncConfig, startSyncTriggers, warnInBackground } from '#offline/index';
import { solveInWorker } from '#offline/captcha/captcha-worker-client';
import { appConfig } from '#app/shared/config/app-config';
import { useLanguage } from '#app/shared/i18n/i18n-provider';
import { getSessionSnapshot, subscribeSession } from '#app/shell/session/session-store';
import { afterFirstView } from '#app/shell/first-paint/hand-over';

/**
 * At app start: tell the offline layer the tenant and language, start its sync triggers (once per
 * page), ask the browser to keep the device's data, and keep the offline layer told who is signed
 * in (a shared device never sends or shows one person's kept answers for the next one).
 */
export function useSyncEngine(): void {
  const language = useLanguage();
  useEffect(() => {
    setSyncConfig({ companyId: appConfig.companyId, language }).catch((error: unknown) =>
      warnInBackground('[sync] could not store the sync settings', error),
    );
  }, [language]);
  // a captcha the server asks of a kept answer is solved in a worker, without asking the person;
  // the first round (the outbox read, Dexie's live queries) waits until the page is live
  useEffect(() => {
    let stop: (() => void) | null = null;
    let ended = false;
    void afterFirstView().then(() => {
      if (!ended) stop = startSyncTriggers({ transport: createFetchTransport({ solveCaptcha: solveInWorker }) });
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, []);
  useEffect(() => {
    requestPersistentStorage().catch((error: unknown) => warnInBackground('[sync] persistent storage not requested', error));
  }, []);
  useEffect(() => {
    let current: string | null | undefined;
    const follow = () => {
      const user = getSessionSnapshot().data?.user;
      const owner = user ? String(user.id) : null;
      if (owner === current) return;
      current = owner;
      setCurrentOwner(owner).catch((error: unknown) => warnInBackground('[sync] could not record the signed-in user', error));
    };
    follow();
    return subscribeSession(follow);
  }, []);
}
