import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { showToast } from '#app/shared/ui/toast';
import { localProblems, serverProblems } from './form-problems';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';

export interface DialogSaveOptions<R> {
  /** the contract schema checked before the call; null: nothing to check */
  schema: z.ZodType | null;
  body: unknown;
  save: () => Promise<R>;
  /** the success toast; null or absent: none */
  saved?: (result: R) => string | null;
  onDone: (result: R) => void;
  /** the lists to load afresh after a save */
  invalidate?: QueryKey;
}

/**
 * A dialog's action: the contract's checks (shown once tried, and cleared as the fields are
 * mended), then the call; field messages from either side; fresh lists after.
 */
export function useDialogSave<R>({ schema, body, save, saved, onDone, invalidate }: DialogSaveOptions<R>) {
  const intl = useIntl();
  const t = useT(commonMessages);
  const queryClient = useQueryClient();
  const [tried, setTried] = useState(false);
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (result) => {
      const text = saved?.(result);
      if (text) showToast('success', text);
      onDone(result);
      if (invalidate) await queryClient.invalidateQueries({ queryKey: invalidate });
    },
  });
  const isKey = (text: string) => text in intl.messages;
  const local = tried && schema ? localProblems(schema, body, isKey) : {};
  const problems = Object.keys(local).length > 0 ? local : serverProblems(mutation.error);
  const message = (keyOrText: string) => (isKey(keyOrText) ? intl.formatMessage({ id: keyOrText }) : keyOrText);
  return {
    busy: mutation.isPending,
    done: mutation.isSuccess,
    submit: () => {
      setTried(true);
      if (!schema || schema.safeParse(body).success) mutation.mutate();
    },
    fieldMessage: (field: string) => (problems[field] ? message(problems[field]) : undefined),
    problem: problems[''] ?? (mutation.isError && Object.keys(problems).length === 0 ? t('common.networkError') : undefined),
  };
}
