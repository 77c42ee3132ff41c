import { Readable } from 'node:stream';

/**
 * Reads the first bytes of a stream without losing them: the returned stream yields the whole
 * content again, head included.
 */
export function peekHead(source: Readable, bytes: number): Promise<{ head: Buffer; content: Readable }> {
  // a stream that already failed (a multipart part the parser gave up on) emits nothing more
  if (source.errored) return Promise.reject(source.errored);
  if (source.destroyed) return Promise.reject(new Error('the stream was closed before it was read'));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const cleanup = () => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', onError);
    };
    const finish = (ended: boolean) => {
      cleanup();
      const head = Buffer.concat(chunks);
      if (ended) { resolve({ head, content: Readable.from(head.length > 0 ? [head] : []) }); return; }
      source.pause();
      source.unshift(head);
      resolve({ head, content: source });
    };
    function onData(chunk: Buffer) {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= bytes) finish(false);
    }
    function onEnd() {
      finish(true);
    }
    function onError(error: Error) {
      cleanup();
      reject(error);
    }
    source.on('data', onData);
    source.once('end', onEnd);
    source.once('error', onError);
  });
}

/**
 * The source's bytes until more than maxBytes went by, then the given error. Reading stops there
 * and the source is destroyed, so an oversized upload is never read to its end.
 */
export function limitSize(source: Readable, maxBytes: number, tooLarge: () => Error): Readable {
  async function* limited() {
    let seen = 0;
    for await (const chunk of source as AsyncIterable<Buffer>) {
      seen += chunk.length;
      if (seen > maxBytes) throw tooLarge();
      yield chunk;
    }
  }
  return Readable.from(limited(), { objectMode: false });
}

/** The source's bytes as they are, counted on the way: `bytes()` is the total once the stream has ended. */
export function countBytes(source: Readable): { stream: Readable; bytes: () => number } {
  let seen = 0;
  async function* counted() {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      seen += chunk.length;
      yield chunk;
    }
  }
  return { stream: Readable.from(counted(), { objectMode: false }), bytes: () => seen };
}
