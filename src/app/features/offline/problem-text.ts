import type { Translate } from '#app/shared/i18n/message-types';
import { AttachmentErrorCode, isClientErrorCode } from '#offline/index';
import type { syncMessages } from './sync-messages';

const attachmentCodes: readonly string[] = Object.values(AttachmentErrorCode);
const isAttachmentCode = (code: string | null | undefined) => attachmentCodes.includes(code ?? '');

/**
 * Why something could not be sent, in the person's language: the server's own message when it
 * gave one (already translated by the server), else our text for the offline layer's code.
 */
export function problemText(t: Translate<[typeof syncMessages]>, code: string | null | undefined, serverMessage: string | null | undefined): string | null {
  if (serverMessage) return serverMessage;
  if (isClientErrorCode(code) || isAttachmentCode(code)) return t.ifKnown(`sync.problem.${code ?? ''}`, t('sync.noReason'));
  return code ? t('sync.noReason') : null;
}
