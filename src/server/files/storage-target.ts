import type { FileStorage } from './file-storage';
import { localDiskStorage } from './local-disk-storage';
import { type S3Settings, s3Storage } from './s3-storage';

/** Where uploaded files live: local disk (the embedded default, one machine) or an S3-compatible bucket every process reaches. */
export type StorageTarget = { kind: 'local'; folder: string } | { kind: 's3'; settings: S3Settings };

export function openFileStorage(target: StorageTarget): FileStorage {
  return target.kind === 's3' ? s3Storage(target.settings) : localDiskStorage(target.folder);
}

/** For logs and backup manifests: never a credential. */
export function describeStorage(target: StorageTarget): string {
  return target.kind === 's3' ? `s3://${target.settings.bucket}` : `local disk (${target.folder})`;
}
