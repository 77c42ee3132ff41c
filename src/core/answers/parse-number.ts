const decimalText = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * A number answer as a number: a finite number, or text written as plain decimal digits
 * ("42", "-1.5"). Hex, exponents, spaces inside and grouping separators are not numbers here.
 */
export function parseDecimal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return decimalText.test(text) ? Number(text) : null;
}
