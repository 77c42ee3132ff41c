import { failureSchema, successSchema } from '#core/api/envelope';
import { batchReplySchema, type BatchItemResult, type ResponseSubmission } from '#core/api/responses.contract';
import { api } from '#core/api/routes';
import { COMPANY_HEADER } from '#core/constants';
import type { SyncConfig } from './contract';
import { getSyncConfig } from './meta';

/** Codes the client makes up itself, beside the server's ErrorCode values. */
export const ClientErrorCode = {
  Network: 'NETWORK_ERROR',
  BadReply: 'BAD_REPLY',
  NotConfigured: 'NOT_CONFIGURED',
  NoResult: 'NO_RESULT',
} as const;

/** What became of one batch request, in the terms the flusher needs. */
export type TransportOutcome =
  | { kind: 'reply'; results: BatchItemResult[] }
  /** network down, 408, 429, 5xx, unreadable reply: try again later */
  | { kind: 'retry'; code: string; message: string; retryAfterMs?: number }
  /** the whole batch was refused in a way a person can fix (sign-in, forbidden...) */
  | { kind: 'attention'; code: string; message: string }
  /** 413: the flusher splits the batch, or rejects a lone item */
  | { kind: 'too-large'; code: string; message: string };

export interface SyncTransport {
  sendBatch(submissions: readonly ResponseSubmission[]): Promise<TransportOutcome>;
}

export interface FetchTransportOptions {
  fetch?: typeof fetch;
  /** origin prefix of the API, '' for same origin */
  baseUrl?: string;
  /** defaults to the SyncConfig stored by setSyncConfig */
  config?: () => Promise<SyncConfig | null>;
}

const envelopeReply = successSchema(batchReplySchema);

export function createFetchTransport(options: FetchTransportOptions = {}): SyncTransport {
  const readConfig = options.config ?? getSyncConfig;
  return {
    async sendBatch(submissions) {
      const config = await readConfig();
      if (!config) return { kind: 'retry', code: ClientErrorCode.NotConfigured, message: 'No sync configuration yet' };
      const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
      let response: Response;
      try {
        response = await doFetch(`${options.baseUrl ?? ''}${api.saveResponses}`, {
          method: 'POST',
          credentials: 'include',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'accept-language': config.language,
            [COMPANY_HEADER]: config.companyId,
          },
          body: JSON.stringify({ responses: submissions }),
        });
      } catch (error) {
        return { kind: 'retry', code: ClientErrorCode.Network, message: errorText(error) };
      }
      return interpret(response);
    },
  };
}

async function interpret(response: Response): Promise<TransportOutcome> {
  const body: unknown = await response.json().catch(() => null);
  const failure = failureSchema.safeParse(body);
  const code = failure.success ? failure.data.code : `HTTP_${response.status}`;
  const message = failure.success ? failure.data.message : response.statusText || `HTTP ${response.status}`;
  if (response.ok) {
    const reply = envelopeReply.safeParse(body);
    if (reply.success) return { kind: 'reply', results: reply.data.responseData.results };
    return { kind: 'retry', code: ClientErrorCode.BadReply, message: 'The server reply could not be read' };
  }
  const status = response.status;
  if (status === 408 || status === 429 || status >= 500) {
    return { kind: 'retry', code, message, retryAfterMs: retryAfterMs(response.headers.get('retry-after')) };
  }
  if (status === 413) return { kind: 'too-large', code, message };
  return { kind: 'attention', code, message };
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
