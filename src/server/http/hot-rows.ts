import type { FormDesign } from '#core/forms';
import type { FormRow } from '#server/forms/form-view';
import type { CompanyRow } from './tenant';
import { TtlCache } from './ttl-cache';

/**
 * Rows every submission reads. Kept for seconds only: another server instance sees a change
 * (a form disabled, a company removed) within that time; this instance forgets at once.
 */
export interface HotRows {
  companies: TtlCache<number, CompanyRow>;
  /** keyed by form id; a hit is used only for the form's own company */
  forms: TtlCache<number, FormRow>;
  /** designs of earlier form versions: immutable, so kept longer */
  designs: TtlCache<string, FormDesign>;
}

export const HOT_ROW_TTL_MS = 2000;

export function createHotRows(): HotRows {
  return { companies: new TtlCache(HOT_ROW_TTL_MS), forms: new TtlCache(HOT_ROW_TTL_MS), designs: new TtlCache(10 * 60_000) };
}
