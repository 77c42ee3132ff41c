import { type DialogSaveOptions, useDialogSave } from '#app/shared/http/use-dialog-save';
import { userKeys } from './users-api';

/** A users dialog's action; the user lists load afresh after it. */
export function useUserMutation<R>(options: Omit<DialogSaveOptions<R>, 'invalidate'>) {
  return useDialogSave({ ...options, invalidate: userKeys.all });
}
