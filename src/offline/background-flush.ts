import { flushOutbox, type FlushReport } from './flush';
import { createFetchTransport, type FetchTransportOptions } from './transport';

/**
 * The service worker's flush for a Background Sync event, with the SyncConfig the page stored.
 * Throws when items remain pending after a failure, so the browser schedules another sync.
 */
export async function backgroundFlush(options: FetchTransportOptions = {}): Promise<FlushReport> {
  const report = await flushOutbox(createFetchTransport(options), { ignoreBackoff: true });
  if (!report.skipped && report.retrying > 0) {
    throw new Error(`outbox: ${report.retrying} item(s) still waiting (${report.error ?? 'unknown error'})`);
  }
  return report;
}
