import type { IntlShape } from 'react-intl';
import { isClientErrorCode } from '#offline/index';

/**
 * Why something could not be sent, in the person's language: the server's own message when it
 * gave one (already translated by the server), else our text for the offline layer's code.
 */
export function problemText(intl: IntlShape, code: string | null | undefined, serverMessage: string | null | undefined): string | null {
  if (serverMessage) return serverMessage;
  if (isClientErrorCode(code)) return intl.formatMessage({ id: `sync.problem.${code}` });
  return code ? intl.formatMessage({ id: 'sync.noReason' }) : null;
}
