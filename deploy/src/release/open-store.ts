import path from 'node:path';
import { FsReleaseStore, type ReleaseStore } from './store';

/**
 * The release store named by `spec`, else $RELEASE_STORE, else $RELEASES_DIR, else `defaultDir`:
 * `s3://bucket/prefix` is object storage (S3_ENDPOINT, AWS_REGION and the AWS credentials come from
 * the environment), anything else a folder.
 */
export function openReleaseStore(
  defaultDir: string,
  spec?: string,
  env: NodeJS.ProcessEnv = process.env,
): ReleaseStore {
  const where = spec ?? env.RELEASE_STORE ?? env.RELEASES_DIR ?? defaultDir;
  if (!where.startsWith('s3://')) return new FsReleaseStore(path.resolve(where));
  // The AWS SDK is loaded only for an s3:// store: a rollback on disk starts without it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { S3ReleaseStore } = require('./s3-store') as typeof import('./s3-store');
  return S3ReleaseStore.fromUrl(where, env);
}
