import { api } from '#core/api';
import type { LiveApi } from '../../tests/server/live-http';

/** What an analyst asks for while people answer: the calls and how long each took. */
export interface HeavyTimes {
  exportSeconds: number;
  exportBytes: number;
  exportRows: number;
  statistics: Record<string, number[]>;
}

/** The whole form's statistics, the answers per day, and statistics filtered by another question's answer. */
export function statisticsCalls(analyst: LiveApi, formId: number): Record<string, () => Promise<unknown>> {
  return {
    'group-by-question': () => analyst.data('POST', api.answersGroupByQuestion, { formId, where: [] }),
    'chart-by-date, 30 days': () => analyst.data('GET', `${api.answersChartByDate}?formId=${formId}&days=30`),
    'group-by-question where q3 = o1 (recount)': () => analyst.data('POST', api.answersGroupByQuestion, { formId, where: [{ elementId: 'q3', op: 'eq', value: 'o1' }] }),
  };
}

/** Downloads the XLSX export of every answer and throws the bytes away. */
async function exportAnswers(analyst: LiveApi, companyId: number, formId: number): Promise<Pick<HeavyTimes, 'exportBytes' | 'exportRows'>> {
  const reply = await fetch(`${analyst.baseUrl}${api.exportAnswers(formId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-company-id': String(companyId), cookie: analyst.cookie },
    body: JSON.stringify({ format: 'xlsx' }),
  });
  if (reply.status !== 200 || !reply.body) throw new Error(`export answered ${reply.status}: ${await reply.text()}`);
  let bytes = 0;
  const reader = reply.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.byteLength;
  return { exportBytes: bytes, exportRows: Number(reply.headers.get('x-total-rows')) };
}

/** One export, and the statistics calls in turn, again and again, until the export has ended. */
export async function exportWithStatistics(analyst: LiveApi, companyId: number, formId: number): Promise<HeavyTimes> {
  const calls = statisticsCalls(analyst, formId);
  const statistics: Record<string, number[]> = Object.fromEntries(Object.keys(calls).map((name) => [name, []]));
  let exporting = true;
  const started = performance.now();
  const exported = exportAnswers(analyst, companyId, formId).finally(() => (exporting = false));
  const asking = (async () => {
    do {
      for (const [name, call] of Object.entries(calls)) {
        const start = performance.now();
        await call();
        statistics[name]?.push(performance.now() - start);
      }
    } while (exporting);
  })();
  const file = await exported;
  const exportSeconds = (performance.now() - started) / 1000;
  await asking;
  return { ...file, exportSeconds, statistics };
}
