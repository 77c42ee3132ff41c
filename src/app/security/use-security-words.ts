import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { ApiError } from '../http/api-error';
import { catalogueNameKey } from './catalogue-names-messages';

/** Field messages of a form: the contract's own checks first (SPEC 5 wording), then the server's. */
export function localProblems(schema: z.ZodType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value);
  const problems: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) problems[String(issue.path[0] ?? '')] ??= issue.message;
  return problems;
}

export function useSecurityWords() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return {
    t,
    /** a catalogue key (local check) or the server's already translated text */
    message: (keyOrText: string) => (keyOrText in intl.messages ? t(keyOrText) : keyOrText),
    /** a seeded group or permission in the reader's language */
    nameOf: (item: { code: string; name: string }, kind: 'group' | 'perm') => {
      const key = catalogueNameKey(kind, item.code, item.name);
      return key ? t(key) : item.name;
    },
    reason: (error: unknown) => (error instanceof ApiError && !error.isNetwork ? error.message : t('common.networkError')),
  };
}

/** The server's field messages, plus its message under '' when no field carries it. */
export function serverProblems(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.isNetwork) return {};
  const problems: Record<string, string> = Object.fromEntries(error.errors.map((e) => [e.field, e.message]));
  if (error.errors.length === 0) problems[''] = error.message;
  return problems;
}
