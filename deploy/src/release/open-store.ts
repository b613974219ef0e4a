import path from 'node:path';
import { S3ReleaseStore } from './s3-store';
import { FsReleaseStore, type ReleaseStore } from './store';

/**
 * The release store named by `spec`, else $RELEASE_STORE, else $RELEASES_DIR, else `defaultDir`:
 * `s3://bucket/prefix` is object storage (S3_ENDPOINT, AWS_REGION and the AWS credentials come from
 * the environment), anything else a folder.
 */
export function openReleaseStore(defaultDir: string, spec?: string, env: NodeJS.ProcessEnv = process.env): ReleaseStore {
  const where = spec ?? env.RELEASE_STORE ?? env.RELEASES_DIR ?? defaultDir;
  return where.startsWith('s3://') ? S3ReleaseStore.fromUrl(where, env) : new FsReleaseStore(path.resolve(where));
}
