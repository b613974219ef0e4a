/**
 * Where uploaded files live (doubt photos, assignment files, help and feedback images; ARCHITECTURE §5, decision
 * 0012: an API instance keeps nothing of its own): one small interface with two implementations —
 * - a folder (`UPLOAD_DIR`, default <repo>/var/uploads): development and the embedded demo, one machine;
 * - S3-compatible object storage (`UPLOAD_STORE=s3://bucket/prefix`, with S3_ENDPOINT for MinIO, R2, s3rver…):
 *   every instance reads and writes the same objects, so a file uploaded through one instance is read through any
 *   other and survives a replaced pod.
 * Keys are the random names the routes give (`doubt-<hex>.jpg`); a key is written once and never overwritten.
 * Reads stream through the API (the routes answer data URLs after their ownership checks), so the store is never
 * exposed to a browser.
 */
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ServiceException,
} from '@aws-sdk/client-s3';

/** The uploads' store. Keys are single path segments (letters, digits, '.', '-', '_'); anything else throws. */
export interface FileStore {
  /** Stores `data` under a new `key`; throws when the key exists (names are random, a clash is a bug). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Where the files are, for logs and docs: a folder path or `s3://bucket/prefix`. */
  readonly location: string;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Not a valid upload name: '${key}'`);
  return key;
}

/** The folder store: one file per key under `dir` (created on the first write). */
export class FolderFileStore implements FileStore {
  constructor(readonly location: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    await mkdir(this.location, { recursive: true });
    await writeFile(path.join(this.location, checkKey(key)), data, { flag: 'wx' });
  }

  async get(key: string): Promise<Buffer | null> {
    if (!SAFE_KEY.test(key)) return null;
    return readFile(path.join(this.location, key)).catch(() => null);
  }

  async remove(key: string): Promise<void> {
    await unlink(path.join(this.location, checkKey(key))).catch(() => undefined);
  }
}

const isMissing = (error: unknown) =>
  (error as S3ServiceException)?.$metadata?.httpStatusCode === 404 || (error as Error)?.name === 'NoSuchKey';

/**
 * The object store: key `<prefix>/<key>` in `bucket`. Writes are create-only (`If-None-Match: *`, which AWS S3 and
 * MinIO honour).
 */
export class S3FileStore implements FileStore {
  private readonly prefix: string;

  constructor(
    readonly client: S3Client,
    readonly bucket: string,
    prefix = '',
  ) {
    this.prefix = prefix.replace(/^\/+|\/+$/g, '');
  }

  get location() {
    return `s3://${this.bucket}${this.prefix ? `/${this.prefix}` : ''}`;
  }

  private key(key: string) {
    return [this.prefix, checkKey(key)].filter(Boolean).join('/');
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(key),
        Body: data,
        ContentType: contentType,
        IfNoneMatch: '*',
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    if (!SAFE_KEY.test(key)) return null;
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
      return Buffer.from(await out.Body!.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
  }
}

/**
 * The store the environment names: `UPLOAD_STORE=s3://bucket/prefix` → S3FileStore (endpoint S3_ENDPOINT with
 * path-style addressing when set, region AWS_REGION (default us-east-1), credentials AWS_ACCESS_KEY_ID /
 * AWS_SECRET_ACCESS_KEY or the SDK's default chain — never from git); otherwise the folder UPLOAD_DIR, or
 * `defaultDir`. Throws on an UPLOAD_STORE that is not an s3:// URL.
 */
export function fileStoreFromEnv(env: NodeJS.ProcessEnv, defaultDir: string): FileStore {
  const url = env.UPLOAD_STORE?.trim();
  if (!url) return new FolderFileStore(env.UPLOAD_DIR || defaultDir);
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url);
  if (!match) throw new Error(`UPLOAD_STORE: not an S3 URL: '${url}' (expected s3://bucket/prefix)`);
  const client = new S3Client({
    region: env.AWS_REGION ?? 'us-east-1',
    // Other S3-compatible servers often lack the SDK's default CRC checksums (aws-chunked uploads).
    ...(env.S3_ENDPOINT
      ? {
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
    ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: env.AWS_ACCESS_KEY_ID,
            secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
            sessionToken: env.AWS_SESSION_TOKEN,
          },
        }
      : {}),
  });
  return new S3FileStore(client, match[1]!, match[2]);
}
