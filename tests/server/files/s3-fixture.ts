import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { FileStorage } from '#server/files/file-storage';
import { type S3Settings, s3Client, s3Storage } from '#server/files/s3-storage';

/** s3rver's fixed key pair: it checks every request's signature against it. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  endpoint: string;
  settings(bucket: string): S3Settings;
  /** a new empty bucket and a storage on it (each call its own S3 client, like another process) */
  bucket(name: string): Promise<FileStorage>;
  storage(bucket: string): FileStorage;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver, from npm) on loopback, keeping its objects in a temporary folder. */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'survey-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (bucket: string): S3Settings => ({ endpoint, bucket, region: 'us-east-1', credentials, forcePathStyle: true });
  return {
    endpoint,
    settings,
    async bucket(name) {
      await s3Client(settings(name)).send(new CreateBucketCommand({ Bucket: name }));
      return s3Storage(settings(name));
    },
    storage: (name) => s3Storage(settings(name)),
    async close() {
      // the S3 clients keep their connections alive: cut them, or close() waits for their idle timeout
      const closing = server.close();
      server.httpServer?.closeAllConnections();
      await closing;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
