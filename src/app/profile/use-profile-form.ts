import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { ApiError } from '../http/api-error';

/**
 * A form of this feature: the contract's checks after the first attempt (SPEC 5 wording), then
 * the call; a field shows the local problem, else the server's; '' holds a general failure.
 */
export function useProfileForm<R>(schema: z.ZodType, body: unknown, save: () => Promise<R>, onSaved: (result: R) => void) {
  const intl = useIntl();
  const [tried, setTried] = useState(false);
  const mutation = useMutation({ mutationFn: save, onSuccess: onSaved });
  const parsed = schema.safeParse(body);
  const local: Record<string, string> = {};
  if (tried && !parsed.success) for (const issue of parsed.error.issues) local[String(issue.path[0] ?? '')] ??= issue.message;
  const error = mutation.error;
  const server: Record<string, string> = error instanceof ApiError && !error.isNetwork ? Object.fromEntries(error.errors.map((e) => [e.field, e.message])) : {};
  const text = (keyOrText: string) => (keyOrText in intl.messages ? intl.formatMessage({ id: keyOrText }) : keyOrText);
  const general = error instanceof ApiError && !error.isNetwork ? (error.errors.length === 0 ? error.message : undefined) : error ? intl.formatMessage({ id: 'common.networkError' }) : undefined;
  return {
    busy: mutation.isPending,
    done: mutation.isSuccess,
    submit: () => {
      setTried(true);
      if (parsed.success) mutation.mutate();
    },
    fieldMessage: (field: string) => (local[field] ?? server[field] ? text(local[field] ?? server[field]!) : undefined),
    problem: Object.keys(local).length > 0 ? undefined : general,
  };
}
