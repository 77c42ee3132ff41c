import { ErrorCode } from '#core/api';
import { UserStatus } from '#core/api';
import { authCalls, systemCalls } from '#core/api';
import { clearAuthorCache } from '#offline/index';
import type { InitReply } from '#core/api';
import { callApi } from '#app/shared/http/call-api';
import { ApiError } from '#app/shared/http/api-error';
import { redirectToHttpsIfRequired } from './https-redirect';
import {
  clearStoredSession,
  isMarkedSignedIn,
  isSignOutPending,
  isUserSynced,
  markSignedIn,
  markSignOutPending,
  readStoredInit,
  setUserSynced,
  storeInit,
} from './init-storage';

/** SPEC 4 session states. */
export type SessionState = 'loading' | 'ready' | 'locked' | 'error';
/** Why the session is locked: user status 0, or a 401 / 403 answer to system/init (SPEC 8). */
export type LockReason = 'inactive' | 'unauthorized' | 'forbidden';

export interface SessionSnapshot {
  state: SessionState;
  data: InitReply | null;
  lockReason: LockReason | null;
  error: ApiError | null;
  /** true when init could not reach the server and the stored reply (or none) is used */
  offline: boolean;
}

const stored = isMarkedSignedIn() ? readStoredInit() : null;
let snapshot: SessionSnapshot = { state: 'loading', data: stored, lockReason: null, error: null, offline: false };
const listeners = new Set<() => void>();
let generation = 0;
let inflight: Promise<void> | null = null;

function set(next: SessionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function getSessionSnapshot(): SessionSnapshot {
  return snapshot;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Before anything is read as the session: ends on the server a session signed out while offline
 * (init-storage.ts). While the server is still out of reach the owed sign-out waits for the next start.
 */
async function settlePendingSignOut(): Promise<void> {
  if (!isSignOutPending()) return;
  try {
    await callApi(authCalls.logout);
  } catch (error) {
    if (error instanceof ApiError && error.isNetwork) return;
    // any other answer: the server has no such session any more
  }
  markSignOutPending(false);
}

async function runInit(run: number): Promise<void> {
  await settlePendingSignOut();
  const signedIn = isMarkedSignedIn();
  const syncUser = signedIn && !isUserSynced();
  try {
    const data = await callApi(systemCalls.init, { query: { syncUser: syncUser ? 'true' : 'false' } });
    if (run !== generation) return;
    storeInit(data);
    markSignedIn(data.user !== null);
    setUserSynced(data.user !== null);
    if (redirectToHttpsIfRequired(data.companySettings)) return;
    const locked = data.user !== null && data.user.status === UserStatus.Disable;
    set({ state: locked ? 'locked' : 'ready', data, lockReason: locked ? 'inactive' : null, error: null, offline: false });
  } catch (error) {
    if (run !== generation) return;
    const failure = error instanceof ApiError ? error : new ApiError(0, 'CLIENT_ERROR', String(error));
    if (failure.isNetwork) {
      // Offline rule: keep working with the last init reply (or as anonymous), never the busy screen.
      const data = readStoredInit();
      const usable = data && (signedIn ? data : { ...data, user: null, userPermission: [] });
      const locked = usable?.user?.status === UserStatus.Disable;
      set({ state: locked ? 'locked' : 'ready', data: usable, lockReason: locked ? 'inactive' : null, error: null, offline: true });
      return;
    }
    clearStoredSession();
    if (signedIn && (failure.status === 401 || failure.status === 403)) {
      // the server names a locked account (status 0) with its own code: that gets the locked text
      const reason: LockReason = failure.code === ErrorCode.AccountLocked ? 'inactive' : failure.status === 401 ? 'unauthorized' : 'forbidden';
      set({ state: 'locked', data: null, lockReason: reason, error: failure, offline: false });
      return;
    }
    set({ state: 'error', data: null, lockReason: null, error: failure, offline: false });
  }
}

/** Runs system/init once at start; `force` starts a fresh run and makes any older one stale. */
export function loadSession(force = false): Promise<void> {
  if (inflight && !force) return inflight;
  const run = ++generation;
  if (force && snapshot.state !== 'ready') set({ ...snapshot, state: 'loading' });
  const promise = runInit(run).finally(() => {
    if (inflight === promise) inflight = null;
  });
  inflight = promise;
  return promise;
}

/** After a successful sign-in: init again with syncUser=true (the marker is reset). */
export function startSignedInSession(): Promise<void> {
  // the sign-in replaced the old session's cookie: a logout owed for it must not end this one
  markSignOutPending(false);
  markSignedIn(true);
  setUserSynced(false);
  return loadSession(true);
}

/** Signs out on the server (best effort), clears stored data and becomes anonymous. Unsent answers and design drafts stay. */
export async function endSession(): Promise<void> {
  generation++;
  try {
    await callApi(authCalls.logout);
  } catch (error) {
    // offline: the local sign-out happens now, the server's at the next start online (settlePendingSignOut);
    // already signed out: nothing is owed
    if (error instanceof ApiError && error.isNetwork) markSignOutPending(true);
  }
  const settings = snapshot.data?.companySettings;
  clearStoredSession();
  // the next person on a shared device must not read this author's cached forms (unsent drafts stay)
  await clearAuthorCache().catch(() => undefined);
  set({
    state: 'ready',
    data: settings ? { user: null, userPermission: [], permissionZones: [], allPermission: [], companySettings: settings, syncedUser: false, managesUsers: false } : null,
    lockReason: null,
    error: null,
    offline: false,
  });
  void loadSession(true);
}
