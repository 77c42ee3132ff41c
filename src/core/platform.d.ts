/** The only platform API core relies on; present in browsers, workers and Node 20. */
declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T; randomUUID(): string };
