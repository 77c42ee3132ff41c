import type { IntlShape } from 'react-intl';
import { AttachmentErrorCode, isClientErrorCode } from '#offline/index';

const attachmentCodes: readonly string[] = Object.values(AttachmentErrorCode);
const isAttachmentCode = (code: string | null | undefined) => attachmentCodes.includes(code ?? '');

/**
 * Why something could not be sent, in the person's language: the server's own message when it
 * gave one (already translated by the server), else our text for the offline layer's code.
 */
export function problemText(intl: IntlShape, code: string | null | undefined, serverMessage: string | null | undefined): string | null {
  if (serverMessage) return serverMessage;
  if (isClientErrorCode(code) || isAttachmentCode(code)) return intl.formatMessage({ id: `sync.problem.${code}` });
  return code ? intl.formatMessage({ id: 'sync.noReason' }) : null;
}
