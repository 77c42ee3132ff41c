import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { showToast } from '../ui/toast';
import { securityKeys } from './security-api';
import { localProblems, serverProblems, useSecurityWords } from './use-security-words';

interface Options<B, R> {
  schema: z.ZodType;
  body: B;
  save: (body: B) => Promise<R>;
  /** the success toast */
  saved: (result: R) => string;
  onClose: () => void;
}

/** A dialog's save: the contract's checks first, then the call; field and general messages; fresh lists after. */
export function useSaveForm<B, R>({ schema, body, save, saved, onClose }: Options<B, R>) {
  const { t, message } = useSecurityWords();
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: () => save(body),
    onSuccess: async (result) => {
      showToast('success', saved(result));
      onClose();
      await queryClient.invalidateQueries({ queryKey: securityKeys.all });
    },
  });
  const problems = { ...serverProblems(mutation.error), ...local };
  return {
    busy: mutation.isPending,
    submit: () => {
      const found = localProblems(schema, body);
      setLocal(found);
      if (Object.keys(found).length === 0) mutation.mutate();
    },
    fieldMessage: (field: string) => (problems[field] ? message(problems[field]) : undefined),
    problem: problems[''] ?? (mutation.isError && Object.keys(problems).length === 0 ? t('common.networkError') : undefined),
  };
}
