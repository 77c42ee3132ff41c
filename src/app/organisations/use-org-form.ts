import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../http/api-error';
import { showToast } from '../ui/toast';
import { orgKeys } from './organisations-api';
import { useOrgWords } from './use-org-words';

interface Options<R> {
  /** the contract's schema: its SPEC 5 messages show before any call */
  schema?: z.ZodType;
  body: unknown;
  run: () => Promise<R>;
  done: (result: R) => string;
  onClose: () => void;
}

/** A dialog's action: local checks, the call, field and general messages, a toast and fresh lists. */
export function useOrgForm<R>({ schema, body, run, done, onClose }: Options<R>) {
  const { t, message, isKey } = useOrgWords();
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      showToast('success', done(result));
      onClose();
      await queryClient.invalidateQueries({ queryKey: orgKeys.all });
    },
  });
  const error = mutation.error;
  const server: Record<string, string> = error instanceof ApiError && !error.isNetwork
    ? Object.fromEntries(error.errors.map((e) => [e.field, e.message]))
    : {};
  if (error instanceof ApiError && !error.isNetwork && error.errors.length === 0) server[''] = error.message;
  const problems = { ...server, ...local };
  return {
    busy: mutation.isPending,
    submit: () => {
      const found: Record<string, string> = {};
      const parsed = schema?.safeParse(body);
      if (parsed && !parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '');
          const missing = (body as Record<string, unknown>)[field] === undefined;
          found[field] ??= isKey(issue.message) ? issue.message : missing ? 'validation.required' : 'validation.invalid';
        }
      }
      setLocal(found);
      if (Object.keys(found).length === 0) mutation.mutate();
    },
    fieldMessage: (field: string) => (problems[field] ? message(problems[field]) : undefined),
    problem: problems[''] ?? (mutation.isError && Object.keys(problems).length === 0 ? t('common.networkError') : undefined),
  };
}
