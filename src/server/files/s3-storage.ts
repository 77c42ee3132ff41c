import {
  DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, NotFound, PutObjectCommand, S3Client, S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { type FileStorage, isStorageKey, isUploadId } from './file-storage';
import { countBytes } from './upload-stream';

/** An S3-compatible object store (AWS S3, MinIO, Ceph, Garage...), from the S3_* variables. */
export interface S3Settings {
  /** e.g. http://127.0.0.1:9000 for a store of your own; AWS's own endpoint when missing */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** the SDK's usual sources (environment, instance role) when missing */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** bucket in the path (http://host/bucket/key) rather than in the host name: most stores of your own want it */
  forcePathStyle: boolean;
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // checksums only where S3 requires them: several S3-compatible stores refuse the SDK's newer default (aws-chunked trailers)
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const fileName = (key: string) => `files/${key}`;
const partsPrefix = (uploadId: string) => `parts/${uploadId}/`;
/** A chunk of a resumable upload is an object named by its offset, zero-padded so names sort as numbers. */
const chunkName = (uploadId: string, offset: number) => `${partsPrefix(uploadId)}${String(offset).padStart(15, '0')}`;

interface Chunk { name: string; start: number; size: number }

const missing = (error: unknown) =>
  error instanceof NoSuchKey || error instanceof NotFound || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Files as objects `files/<key>` of one bucket, so every server process reaches them. A resumable
 * upload keeps each chunk as its own object `parts/<upload id>/<offset>` (S3's own multipart upload
 * wants parts of 5 MB or more, and chunks are 1 MB); the last chunk composes them into the file
 * with one streamed upload, and the chunks are removed. The session row's lock (upload-sessions.ts)
 * keeps two writers off one upload; the objects themselves are the truth about what was received.
 */
export function s3Storage(settings: S3Settings, client = s3Client(settings)): FileStorage {
  const Bucket = settings.bucket;

  async function names(prefix: string): Promise<{ name: string; size: number }[]> {
    const found: { name: string; size: number }[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ...(token ? { ContinuationToken: token } : {}) }));
      for (const object of page.Contents ?? []) if (object.Key) found.push({ name: object.Key, size: object.Size ?? 0 });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  /** The chunks that make a gapless start of the upload, and the rest (left by an attempt cut short). */
  async function chunksOf(uploadId: string, upTo = Number.POSITIVE_INFINITY): Promise<{ kept: Chunk[]; stale: Chunk[]; length: number }> {
    const all = (await names(partsPrefix(uploadId)))
      .map(({ name, size }) => ({ name, size, start: Number(name.slice(partsPrefix(uploadId).length)) }))
      .sort((a, b) => a.start - b.start);
    const kept: Chunk[] = [];
    let length = 0;
    for (const chunk of all) {
      if (chunk.start !== length || chunk.start + chunk.size > upTo) break;
      kept.push(chunk);
      length += chunk.size;
    }
    return { kept, stale: all.slice(kept.length), length };
  }

  const removeAll = (chunks: readonly { name: string }[]) =>
    Promise.all(chunks.map((chunk) => client.send(new DeleteObjectCommand({ Bucket, Key: chunk.name }))));

  async function body(name: string, range?: string): Promise<Readable> {
    const reply = await client.send(new GetObjectCommand({ Bucket, Key: name, ...(range ? { Range: range } : {}) }));
    if (!(reply.Body instanceof Readable)) throw new Error(`no body for ${name}`);
    return reply.Body;
  }

  async function upload(name: string, content: Readable): Promise<void> {
    await new Upload({ client, params: { Bucket, Key: name, Body: content } }).done();
  }

  return {
    async put(key, content) {
      if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
      const counted = countBytes(content);
      try {
        await upload(fileName(key), counted.stream);
        return counted.bytes();
      } catch (error) {
        content.destroy();
        throw error;
      }
    },

    async open(key) {
      if (!isStorageKey(key)) return null;
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket, Key: fileName(key) }));
        if (!(reply.Body instanceof Readable)) return null;
        return { stream: reply.Body, size: reply.ContentLength ?? 0 };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      if (!isStorageKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: fileName(key) }));
    },

    async *list() {
      for (const { name } of await names('files/')) {
        const key = name.slice('files/'.length);
        if (isStorageKey(key)) yield key;
      }
    },

    async appendPart(uploadId, offset, bytes) {
      if (!isUploadId(uploadId)) throw new Error(`not an upload id: ${uploadId}`);
      // what lies at or past the offset was a write cut short: dropped, as a file would be truncated
      const { stale, length } = await chunksOf(uploadId, offset);
      await removeAll(stale);
      if (length < offset) return length;
      await client.send(new PutObjectCommand({ Bucket, Key: chunkName(uploadId, offset), Body: bytes, ContentLength: bytes.length }));
      return offset + bytes.length;
    },

    async readPartHead(uploadId, bytes) {
      const { kept } = await chunksOf(uploadId);
      const head: Buffer[] = [];
      let have = 0;
      for (const chunk of kept) {
        if (have >= bytes) break;
        const want = Math.min(chunk.size, bytes - have);
        for await (const piece of await body(chunk.name, `bytes=0-${want - 1}`)) head.push(piece as Buffer);
        have += want;
      }
      return Buffer.concat(head).subarray(0, bytes);
    },

    async finishPart(uploadId, key) {
      const { kept, stale } = await chunksOf(uploadId);
      async function* joined() {
        for (const chunk of kept) yield* await body(chunk.name);
      }
      await upload(fileName(key), Readable.from(joined()));
      await removeAll([...kept, ...stale]);
    },

    async removePart(uploadId) {
      if (!isUploadId(uploadId)) return;
      await removeAll(await names(partsPrefix(uploadId)));
    },
  };
}
