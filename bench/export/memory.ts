import { readFileSync, writeFileSync } from 'node:fs';

const MB = 2 ** 20;

/** One field of /proc/<pid>/status (VmRSS, VmHWM), in bytes. */
function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
  const kb = Number(line?.replace(/\D+/g, ''));
  if (!Number.isFinite(kb) || kb === 0) throw new Error(`no ${field} for process ${pid}`);
  return kb * 1024;
}

/**
 * The whole process's memory as the kernel counts it (Linux): the resident set now, then its high
 * water mark since. `start` resets the mark to the current resident set (clear_refs 5), so what the
 * process did before (starting, migrating, seeding) never shows up in the peak. The same for the
 * server (another process) and for the bare writer (pid = its own).
 */
export function processPeak(pid: number) {
  const baseline = statusBytes(pid, 'VmRSS');
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  return {
    stop() {
      const peak = Math.max(statusBytes(pid, 'VmHWM'), baseline);
      return { baselineMb: baseline / MB, peakAboveMb: (peak - baseline) / MB };
    },
  };
}

export interface Measure {
  mode: string; format: string; seconds: number; bytes: number; rows: number; baselineMb: number; peakAboveMb: number;
  /** CPU seconds the writing process spent on the export (from /proc: they hold under load, where wall time does not) */
  cpuSeconds: number;
  /** CPU seconds the database's processes spent meanwhile (null: no database, or not on this machine) */
  databaseCpuSeconds: number | null;
}
