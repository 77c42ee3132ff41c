import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { subscribeSyncStatus, type SyncStatus } from '#offline/index';

function beforeFirstReport(): SyncStatus {
  const online = typeof navigator === 'undefined' ? true : navigator.onLine;
  return { online, waiting: 0, needsAttention: [], lastSyncAt: null, lastError: null, lastErrorCode: null, syncing: false };
}

const SyncStatusContext = createContext<SyncStatus | null>(null);

/**
 * One subscription to the offline layer for the whole page (it follows online/offline events and
 * the outbox itself); the banner and the indicator both read it.
 */
export function SyncStatusProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SyncStatus>(beforeFirstReport);
  useEffect(() => subscribeSyncStatus(setStatus), []);
  return <SyncStatusContext value={status}>{children}</SyncStatusContext>;
}

export function useSyncStatus(): SyncStatus {
  return use(SyncStatusContext) ?? beforeFirstReport();
}
