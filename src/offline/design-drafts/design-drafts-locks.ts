/**
 * Web Locks around design drafts:
 * - `design-draft:<key>` is held by the designer tab editing the draft, for as long as it is open:
 *   a draft whose lock is free belongs to no open tab (orphaned) and may be adopted;
 * - `design-draft-sync:<key>` is held while the draft is being sent: one sender at a time.
 * A sender takes the sync lock first and only then the draft's own lock (of an orphan), so that a
 * draft lock held by a sender always comes with its sync lock held: a tab reopening sees that a send
 * is in flight and waits for it instead of taking the draft for another tab's.
 * Where Web Locks are missing (node tests, very old browsers) a queue of this JavaScript context
 * stands in for them.
 */
export const draftLockName = (key: string) => `design-draft:${key}`;
export const draftSyncLockName = (key: string) => `design-draft-sync:${key}`;

export interface HeldLock {
  release(): void;
}

/** Names held by this page (or, without Web Locks, by this context). */
const heldHere = new Set<string>();
/** Without Web Locks: who waits for each name held here, first come first served. */
const waiters = new Map<string, (() => void)[]>();

function lockManager(): LockManager | undefined {
  return (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
}

/**
 * Takes a lock and keeps it until `release()`. With `ifAvailable`, resolves null at once when
 * someone else holds it; otherwise waits for it.
 */
export function holdLock(name: string, ifAvailable: boolean): Promise<HeldLock | null> {
  const locks = lockManager();
  if (!locks) return holdInThisContext(name, ifAvailable);
  return new Promise<HeldLock | null>((resolve, reject) => {
    let letGo!: () => void;
    const released = new Promise<void>((done) => (letGo = done));
    locks
      .request(name, ifAvailable ? { ifAvailable: true } : {}, async (lock) => {
        if (!lock) {
          resolve(null);
          return;
        }
        heldHere.add(name);
        resolve({ release: () => { heldHere.delete(name); letGo(); } });
        await released;
      })
      .catch(reject);
  });
}

function holdInThisContext(name: string, ifAvailable: boolean): Promise<HeldLock | null> {
  if (!heldHere.has(name)) {
    heldHere.add(name);
    return Promise.resolve(contextLock(name));
  }
  if (ifAvailable) return Promise.resolve(null);
  return new Promise((resolve) => {
    const queue = waiters.get(name) ?? [];
    queue.push(() => resolve(contextLock(name)));
    waiters.set(name, queue);
  });
}

function contextLock(name: string): HeldLock {
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      const next = waiters.get(name)?.shift();
      if (next) {
        next(); // handed over: still held
        return;
      }
      waiters.delete(name);
      heldHere.delete(name);
    },
  };
}

/** Resolves once nobody holds the lock (taking and letting go of it at once). */
export async function waitUntilFree(name: string): Promise<void> {
  (await holdLock(name, false))?.release();
}

/** True when some tab (or the service worker) holds the lock now. */
export async function isLockHeld(name: string): Promise<boolean> {
  const locks = lockManager();
  if (!locks) return heldHere.has(name);
  const state = await locks.query();
  return (state.held ?? []).some((lock) => lock.name === name);
}

export function isHeldHere(name: string): boolean {
  return heldHere.has(name);
}

/** Runs `fn` holding the lock; null at once when another sender holds it. */
export async function withLockIfAvailable<T>(name: string, fn: () => Promise<T>): Promise<{ value: T } | null> {
  const lock = await holdLock(name, true);
  if (!lock) return null;
  try {
    return { value: await fn() };
  } finally {
    lock.release();
  }
}
