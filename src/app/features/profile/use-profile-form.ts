import type { z } from 'zod';
import { useDialogSave } from '#app/shared/http/use-dialog-save';

/** A form of this feature: the contract's checks after the first attempt, then the call; no toast. */
export function useProfileForm<R>(schema: z.ZodType, body: unknown, save: () => Promise<R>, onSaved: (result: R) => void) {
  return useDialogSave({ schema, body, save, onDone: onSaved });
}
