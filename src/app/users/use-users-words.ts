import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { ApiError } from '../http/api-error';

export function useUsersWords() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return {
    t,
    /** a catalogue key (the contract's own check) or the server's already translated text */
    message: (keyOrText: string) => (keyOrText in intl.messages ? t(keyOrText) : keyOrText),
    reason: (error: unknown) => (error instanceof ApiError && !error.isNetwork ? error.message : t('common.networkError')),
  };
}

/** The contract's own checks (SPEC 5 wording), first problem per field. */
export function localProblems(schema: z.ZodType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value);
  const problems: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) problems[String(issue.path[0] ?? '')] ??= issue.message;
  return problems;
}

/** The server's field messages, plus its message under '' when no field carries it. */
export function serverProblems(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.isNetwork) return {};
  const problems: Record<string, string> = Object.fromEntries(error.errors.map((e) => [e.field, e.message]));
  if (error.errors.length === 0) problems[''] = error.message;
  return problems;
}
