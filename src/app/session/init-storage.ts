import { initReplySchema, type InitReply } from '#core/api';

/** localStorage keys of the app shell (SPEC 7): the stored init reply, the synced marker, signed-in hint. */
const INIT_KEY = 'systemInit';
const SYNCED_KEY = 'syncedUser';
const SIGNED_IN_KEY = 'signedIn';
const SIGN_OUT_PENDING_KEY = 'signOutPending';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage full or disabled: the session still works for this visit
  }
}

export function readStoredInit(): InitReply | null {
  const text = read(INIT_KEY);
  if (!text) return null;
  try {
    const parsed = initReplySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeInit(data: InitReply): void {
  write(INIT_KEY, JSON.stringify(data));
}

/** The session cookie is HttpOnly: this hint says whether the page believes someone is signed in. */
export function isMarkedSignedIn(): boolean {
  return read(SIGNED_IN_KEY) === '1';
}

export function markSignedIn(value: boolean): void {
  write(SIGNED_IN_KEY, value ? '1' : null);
}

/**
 * A sign-out made offline ended the session on this device only: the server's session (and its
 * HttpOnly cookie) lives on until the server hears of it, or the next person opening the app online
 * would be signed in as the previous one. Set while that is owed.
 */
export function isSignOutPending(): boolean {
  return read(SIGN_OUT_PENDING_KEY) === '1';
}

export function markSignOutPending(value: boolean): void {
  write(SIGN_OUT_PENDING_KEY, value ? '1' : null);
}

/** SPEC 7: syncUser is sent only when signed in and this marker is absent or 0. */
export function isUserSynced(): boolean {
  return read(SYNCED_KEY) === '1';
}

export function setUserSynced(value: boolean): void {
  write(SYNCED_KEY, value ? '1' : '0');
}

/** Sign-out and failed init (SPEC 8) clear what was stored. */
export function clearStoredSession(): void {
  write(INIT_KEY, null);
  write(SIGNED_IN_KEY, null);
  write(SYNCED_KEY, '0');
}
