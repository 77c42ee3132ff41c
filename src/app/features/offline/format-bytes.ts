import type { IntlShape } from 'react-intl';

/** 52 428 800 → "50 MB" in the person's language (Intl unit formatting). */
export function formatBytes(intl: IntlShape, bytes: number): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return intl.formatNumber(value, { style: 'unit', unit: units[unit] ?? 'byte', unitDisplay: 'short', maximumFractionDigits: value < 10 ? 1 : 0 });
}
