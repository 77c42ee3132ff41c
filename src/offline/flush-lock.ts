/**
 * One flusher at a time across tabs and the service worker: a Web Lock where the platform has
 * it, otherwise (node tests, very old browsers) a mutex of this JavaScript context.
 */
export const FLUSH_LOCK_NAME = 'survey-outbox-flush';

export type LockOutcome<T> = { acquired: true; value: T } | { acquired: false };

let localRelease: Promise<void> | null = null;

function lockManager(): LockManager | undefined {
  return (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
}

/** Runs `fn` holding the lock, or returns `{ acquired: false }` at once when someone else holds it. */
export async function withFlushLock<T>(fn: () => Promise<T>): Promise<LockOutcome<T>> {
  const locks = lockManager();
  if (locks) {
    return locks.request(FLUSH_LOCK_NAME, { ifAvailable: true }, async (lock): Promise<LockOutcome<T>> => {
      if (!lock) return { acquired: false };
      return { acquired: true, value: await fn() };
    });
  }
  if (localRelease) return { acquired: false };
  let release!: () => void;
  localRelease = new Promise<void>((resolve) => (release = resolve));
  try {
    return { acquired: true, value: await fn() };
  } finally {
    localRelease = null;
    release();
  }
}

/**
 * Resolves once whoever holds the lock now has let go of it; rejects if `signal` aborts first
 * (the pending lock request is then withdrawn).
 */
export async function whenFlushLockFree(signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  const locks = lockManager();
  if (locks) {
    await locks.request(FLUSH_LOCK_NAME, signal ? { mode: 'shared', signal } : { mode: 'shared' }, () => undefined);
    return;
  }
  if (!localRelease) return;
  if (!signal) {
    await localRelease;
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    void localRelease?.then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}
