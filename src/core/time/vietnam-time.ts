/**
 * Vietnam keeps UTC+7 all year (no daylight saving), so its calendar day and wall clock follow from
 * this one offset. "Today" of the date limits, the days of statistics and filters, and the times in
 * exports are all Vietnam's, wherever the device or the server runs.
 */
export const VIETNAM_UTC_OFFSET_HOURS = 7;

const offsetMs = VIETNAM_UTC_OFFSET_HOURS * 60 * 60 * 1000;
/** The offset as ISO-8601 writes it: "+07:00". */
export const VIETNAM_UTC_OFFSET = `+${String(VIETNAM_UTC_OFFSET_HOURS).padStart(2, '0')}:00`;

/** The Vietnam wall clock at `at`, "YYYY-MM-DDTHH:mm:ss.sss" (no offset written). */
export function vietnamWallClock(at: Date): string {
  return new Date(at.getTime() + offsetMs).toISOString().slice(0, 23);
}

/** The calendar date in Vietnam at `at`, as YYYY-MM-DD. */
export function vietnamDate(at: Date): string {
  return vietnamWallClock(at).slice(0, 10);
}

/** The first instant of a Vietnam calendar day given as YYYY-MM-DD. */
export function vietnamDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${VIETNAM_UTC_OFFSET}`);
}
