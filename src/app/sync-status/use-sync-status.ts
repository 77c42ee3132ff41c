import { useEffect, useState } from 'react';
import { subscribeSyncStatus, type SyncStatus } from '#offline/index';

function browserOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}

/** Live status of the offline layer; until its first report, only the browser's online flag is known. */
export function useSyncStatus(): SyncStatus {
  const [status, setStatus] = useState<SyncStatus | null>(null);
  const [online, setOnline] = useState(browserOnline);
  useEffect(() => {
    const update = () => setOnline(browserOnline());
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    const stop = subscribeSyncStatus(setStatus);
    return () => {
      stop();
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return status ?? { online, waiting: 0, needsAttention: [], lastSyncAt: null, lastError: null, lastErrorCode: null, syncing: false };
}
