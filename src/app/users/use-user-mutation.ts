import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { showToast } from '../ui/toast';
import { userKeys } from './users-api';
import { localProblems, serverProblems, useUsersWords } from './use-users-words';

interface Options<R> {
  /** the contract schema checked before the call; null: nothing to check */
  schema: z.ZodType | null;
  body: unknown;
  save: () => Promise<R>;
  /** the success toast; null: none */
  saved: (result: R) => string | null;
  onDone: (result: R) => void;
}

/** A dialog's action: the contract's checks, then the call; field messages; fresh user lists after. */
export function useUserMutation<R>({ schema, body, save, saved, onDone }: Options<R>) {
  const { t, message } = useUsersWords();
  const queryClient = useQueryClient();
  const [tried, setTried] = useState(false);
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (result) => {
      const text = saved(result);
      if (text) showToast('success', text);
      onDone(result);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
  const local = tried && schema ? localProblems(schema, body) : {};
  const problems = Object.keys(local).length > 0 ? local : serverProblems(mutation.error);
  return {
    busy: mutation.isPending,
    submit: () => {
      setTried(true);
      if (!schema || schema.safeParse(body).success) mutation.mutate();
    },
    fieldMessage: (field: string) => (problems[field] ? message(problems[field]) : undefined),
    problem: problems[''] ?? (mutation.isError && Object.keys(problems).length === 0 ? t('common.networkError') : undefined),
  };
}
