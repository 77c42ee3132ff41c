/**
 * Reads a number as people type it: in Vietnamese "." groups thousands and "," marks decimals
 * ("1.000" is one thousand, "1,5" one and a half), in English the other way round; the other mark
 * is still taken as the decimal one when it is not followed by exactly three digits ("1.5" is 1.5
 * in both). Anything else is kept as typed, so core's validation names the problem.
 */
export function parseTypedNumber(text: string, language: string): number | string | undefined {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return undefined;
  const [group, decimal] = language === 'vi' ? ['.', ','] : [',', '.'];
  const grouped = new RegExp(`^[-+]?\\d{1,3}(?:\\${group}\\d{3})+(?:\\${decimal}\\d+)?$`);
  let normal: string;
  if (grouped.test(trimmed)) normal = trimmed.replaceAll(group, '').replace(decimal, '.');
  else if (/^[-+]?\d+(?:[.,]\d+)?$/.test(trimmed)) normal = trimmed.replace(',', '.');
  else return trimmed;
  const n = Number(normal);
  return Number.isFinite(n) ? n : trimmed;
}
