import type { ExportProgress } from '#core/api';

/** What a running export tells its board: rows written so far, then how it ended. */
export interface ExportTracker {
  rows(count: number): void;
  end(state: Exclude<ExportProgress['state'], 'running'>): void;
}

interface Entry { progress: ExportProgress; userId: number; endedAt: number | null }

const KEEP_ENDED_MS = 60_000;
const untracked: ExportTracker = { rows: () => undefined, end: () => undefined };

/**
 * The exports this server process streams, by the id their client gave (docs/exports.md). Only the
 * user who started one may read it; an ended one stays a minute, so the last poll sees how it ended.
 */
export class ExportProgressBoard {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  start(exportId: string | undefined, userId: number, total: number): ExportTracker {
    this.forgetEnded();
    if (exportId === undefined || this.entries.has(exportId)) return untracked;
    const entry: Entry = { progress: { rows: 0, total, state: 'running' }, userId, endedAt: null };
    this.entries.set(exportId, entry);
    return {
      rows: (count) => { entry.progress.rows += count; },
      end: (state) => {
        if (entry.endedAt !== null) return;
        entry.progress.state = state;
        entry.endedAt = this.now();
      },
    };
  }

  read(exportId: string, userId: number): ExportProgress | null {
    const entry = this.entries.get(exportId);
    return entry?.userId === userId ? { ...entry.progress } : null;
  }

  private forgetEnded(): void {
    const before = this.now() - KEEP_ENDED_MS;
    for (const [id, entry] of this.entries) if (entry.endedAt !== null && entry.endedAt < before) this.entries.delete(id);
  }
}
