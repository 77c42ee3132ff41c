import type { z } from 'zod';
import { ApiError } from './api-error';

/**
 * The contract's own checks (SPEC 5 wording), first problem per field ('' for the whole form).
 * A check without a catalogue key of its own (zod's English default) reads as 'required' when the
 * field is missing, else 'invalid', so no untranslated text reaches the page.
 */
export function localProblems(schema: z.ZodType, value: unknown, isKey: (text: string) => boolean = () => true): Record<string, string> {
  const parsed = schema.safeParse(value);
  const problems: Record<string, string> = {};
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    const missing = value !== null && typeof value === 'object' && (value as Record<string, unknown>)[field] === undefined;
    problems[field] ??= isKey(issue.message) ? issue.message : missing ? 'validation.required' : 'validation.invalid';
  }
  return problems;
}

/** The server's field messages, plus its message under '' when no field carries it. */
export function serverProblems(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.isNetwork) return {};
  const problems: Record<string, string> = Object.fromEntries(error.errors.map((e) => [e.field, e.message]));
  if (error.errors.length === 0) problems[''] = error.message;
  return problems;
}
