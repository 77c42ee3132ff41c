/**
 * Codes the client makes up itself, beside the server's ErrorCode values. A problem with one of
 * these codes has an empty `message`: the app translates the code (docs/offline.md lists them).
 */
export const ClientErrorCode = {
  /** the request failed before any reply (no network, DNS, connection reset, CORS...) */
  Network: 'NETWORK_ERROR',
  /** no reply within the request timeout (captive portal, half-open connection) */
  Timeout: 'TIMEOUT',
  /** the request was cancelled by the caller's AbortSignal */
  Aborted: 'ABORTED',
  /** a 2xx reply whose body is not the expected envelope (e.g. a captive portal's HTML page) */
  BadReply: 'BAD_REPLY',
  /** an error status without the server's error envelope (a proxy, a gateway, a portal) */
  Http: 'HTTP_ERROR',
  /** no SyncConfig stored yet (setSyncConfig was never called on this device) */
  NotConfigured: 'NOT_CONFIGURED',
  /** the server's batch reply had no result for this item */
  NoResult: 'NO_RESULT',
} as const;
export type ClientErrorCodeValue = (typeof ClientErrorCode)[keyof typeof ClientErrorCode];

/** Why a request got no reply at all. */
export type NoReplyCode = typeof ClientErrorCode.Network | typeof ClientErrorCode.Timeout | typeof ClientErrorCode.Aborted;

/** Every client code, for the app to check that its message catalogue covers them all. */
export const CLIENT_ERROR_CODES: readonly ClientErrorCodeValue[] = Object.freeze(Object.values(ClientErrorCode));

export function isClientErrorCode(code: string | null | undefined): code is ClientErrorCodeValue {
  return (CLIENT_ERROR_CODES as readonly string[]).includes(code ?? '');
}

/** The server could not be reached at all: the device may have a network, but not this server. */
export function isUnreachableCode(code: string | null | undefined): boolean {
  return code === ClientErrorCode.Network || code === ClientErrorCode.Timeout;
}
