import type { z } from 'zod';
import { useDialogSave } from '#app/shared/http/use-dialog-save';
import { orgKeys } from './organisations-api';

interface Options<R> {
  /** the contract's schema: its SPEC 5 messages show before any call */
  schema?: z.ZodType;
  body: unknown;
  run: () => Promise<R>;
  done: (result: R) => string;
  onClose: () => void;
}

/** An organisations dialog's action; the company and department lists load afresh after it. */
export function useOrgForm<R>({ schema, body, run, done, onClose }: Options<R>) {
  return useDialogSave({ schema: schema ?? null, body, save: run, saved: done, onDone: onClose, invalidate: orgKeys.all });
}
