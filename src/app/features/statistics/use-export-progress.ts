import { useEffect, useState } from 'react';
import { exportCalls } from '#core/api';
import { callApi } from '#app/shared/http/call-api';

const POLL_MS = 500;

/**
 * While the export named `exportId` streams, how many of its rows the server has written, as a
 * percentage (docs/exports.md). null until the server has told; a poll that fails (another server
 * instance behind a load balancer, a network blip) keeps the last figure.
 */
export function useExportPercent(exportId: string | null): number | null {
  const [told, setTold] = useState<{ exportId: string; percent: number } | null>(null);
  useEffect(() => {
    if (!exportId) return undefined;
    const abort = new AbortController();
    const poll = async () => {
      try {
        const progress = await callApi(exportCalls.progress, { params: { exportId }, signal: abort.signal });
        setTold({ exportId, percent: progress.total === 0 ? 100 : Math.floor((progress.rows / progress.total) * 100) });
      } catch {
        // keep the last figure
      }
    };
    const timer = setInterval(() => { void poll(); }, POLL_MS);
    return () => { clearInterval(timer); abort.abort(); };
  }, [exportId]);
  return told?.exportId === exportId ? told.percent : null;
}
