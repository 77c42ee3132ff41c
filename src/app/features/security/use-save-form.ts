import type { z } from 'zod';
import { useDialogSave } from '#app/shared/http/use-dialog-save';
import { securityKeys } from './security-api';

interface Options<B, R> {
  schema: z.ZodType;
  body: B;
  save: (body: B) => Promise<R>;
  /** the success toast */
  saved: (result: R) => string;
  onClose: () => void;
}

/** A security dialog's save; the catalogue and role lists load afresh after it. */
export function useSaveForm<B, R>({ schema, body, save, saved, onClose }: Options<B, R>) {
  return useDialogSave({ schema, body, save: () => save(body), saved, onDone: onClose, invalidate: securityKeys.all });
}
