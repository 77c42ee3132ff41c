import { api } from '#core/api';

/** The storage's side of the resumable protocol, in memory, with a switch to cut the line after n chunks. */
export function createUploadServer() {
  const sessions = new Map<string, { size: number; bytes: Uint8Array[]; received: number; key: string | null }>();
  const server = {
    down: false,
    /** chunks accepted before the line drops */
    failAfterChunks: Infinity,
    chunkOffsets: [] as number[],
    statusAsked: 0,
    tokens: [] as string[],
    stored: new Map<string, Uint8Array>(),
    headers: [] as Record<string, string>[],
    /** the credentials mode of every request, in order */
    credentials: [] as (RequestCredentials | undefined)[],
    /** resolves the next request only when released */
    hold: null as Promise<void> | null,
    fetch: async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = init.method ?? 'GET';
      server.headers.push(init.headers as Record<string, string>);
      server.credentials.push(init.credentials);
      if (server.hold) await server.hold;
      if (server.down) throw new TypeError('Failed to fetch');
      const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.startsWith(api.fileToken)) {
        server.tokens.push(url);
        return reply(200, { success: true, responseData: { token: `token-${server.tokens.length}-abcdef`, filename: 'x', expiresAt: new Date().toISOString() } });
      }
      if (url === api.storageUploadSessions && method === 'POST') {
        const { size } = JSON.parse(init.body as string) as { size: number };
        const uploadId = crypto.randomUUID();
        sessions.set(uploadId, { size, bytes: [], received: 0, key: null });
        return reply(200, { success: true, responseData: { uploadId, received: 0, size, key: null } });
      }
      const uploadId = decodeURIComponent(url.split('/').pop() ?? '');
      const session = sessions.get(uploadId);
      if (!session) return reply(404, { success: false, code: 'NOT_FOUND', message: 'gone' });
      const view = () => ({ uploadId, received: session.received, size: session.size, key: session.key });
      if (method === 'GET') {
        server.statusAsked++;
        return reply(200, { success: true, responseData: view() });
      }
      const offset = Number((init.headers as Record<string, string>)['upload-offset']);
      if (offset !== session.received) return reply(409, { success: false, code: 'CONFLICT', message: 'offset', session: view() });
      if (server.chunkOffsets.length >= server.failAfterChunks) throw new TypeError('Failed to fetch');
      server.chunkOffsets.push(offset);
      const bytes = new Uint8Array(init.body as ArrayBuffer);
      session.bytes.push(bytes);
      session.received += bytes.length;
      if (session.received === session.size) {
        session.key = `${'a'.repeat(32)}.pdf`.replace('aaaa', uploadId.slice(0, 4));
        server.stored.set(session.key, new Uint8Array(await new Blob(session.bytes as BlobPart[]).arrayBuffer()));
      }
      return reply(200, { success: true, responseData: view() });
    },
  };
  return server;
}
