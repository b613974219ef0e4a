import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertChannel, discoveryOf, emptyChannel, type Channel } from './channel';
import { contentOf, SAFE_SEGMENT, type ContentRecord, type OpenedFile, type ReleaseStore } from './store';

export interface S3StoreOptions {
  bucket: string;
  /** Key prefix without leading or trailing slash ('' for the bucket root). */
  prefix?: string;
  client: S3Client;
  /** Give up a channel update after this long (ms) of losing races. */
  updateTimeoutMs?: number;
}

function checkSegments(...segments: string[]) {
  for (const s of segments) if (!SAFE_SEGMENT.test(s)) throw new Error(`Not a valid name in the release store: '${s}'`);
}

function status(error: unknown): number | undefined {
  return (error as S3ServiceException)?.$metadata?.httpStatusCode;
}

const isMissing = (error: unknown) =>
  status(error) === 404 || (error as Error)?.name === 'NoSuchKey' || (error as Error)?.name === 'NotFound';
/** 412: the If-Match / If-None-Match condition failed; 409: a concurrent conditional write won (AWS). */
const lostRace = (error: unknown) => status(error) === 412 || status(error) === 409;

const TYPES: Record<string, string> = {
  '.js': 'application/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

/**
 * The release store over S3-compatible object storage (ARCHITECTURE §7, decision 0003): the same
 * keys as the filesystem store under `<prefix>/`. Object storage has no rename and no lock file, so:
 * - every object of a version is written with `If-None-Match: *` (create-only: an existing key is
 *   never overwritten; a clash is compared by content and refused if it differs), and
 *   `<app>/<version>/.release.json` is written last — a version exists once its marker does;
 * - the channel is updated optimistically: read it with its ETag, apply the change, write it back
 *   with `If-Match: <etag>` (`If-None-Match: *` for the first write); a 412/409 means another
 *   command won, so read again and re-apply (the changes in channel.ts are pure functions).
 */
export class S3ReleaseStore implements ReleaseStore {
  readonly bucket: string;
  readonly prefix: string;
  readonly client: S3Client;
  private readonly updateTimeoutMs: number;

  constructor(options: S3StoreOptions) {
    this.bucket = options.bucket;
    this.prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
    this.client = options.client;
    this.updateTimeoutMs = options.updateTimeoutMs ?? 60_000;
  }

  /**
   * `s3://bucket/prefix`; the endpoint from S3_ENDPOINT (path-style addressing, for MinIO, R2,
   * s3rver…), the region from AWS_REGION (default us-east-1), credentials from the SDK's default
   * chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role) — never from git.
   */
  static fromUrl(url: string, env: NodeJS.ProcessEnv = process.env): S3ReleaseStore {
    const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url);
    if (!match) throw new Error(`Not an S3 store URL: '${url}' (expected s3://bucket/prefix)`);
    const endpoint = env.S3_ENDPOINT;
    // Other S3-compatible servers often lack the SDK's default CRC checksums (aws-chunked uploads).
    const compatible = endpoint
      ? ({
          endpoint,
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        } as const)
      : {};
    const credentials =
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? {
            credentials: {
              accessKeyId: env.AWS_ACCESS_KEY_ID,
              secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
              sessionToken: env.AWS_SESSION_TOKEN,
            },
          }
        : {};
    const client = new S3Client({ region: env.AWS_REGION ?? 'us-east-1', ...compatible, ...credentials });
    return new S3ReleaseStore({ bucket: match[1]!, prefix: match[2], client });
  }

  get location() {
    return `s3://${this.bucket}${this.prefix ? `/${this.prefix}` : ''}`;
  }

  private key(...parts: string[]) {
    return [this.prefix, ...parts].filter(Boolean).join('/');
  }

  private async get(key: string): Promise<{ body: Buffer; etag?: string } | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return { body: Buffer.from(await out.Body!.transformToByteArray()), etag: out.ETag };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Writes only if the key does not exist; false if it does. */
  private async create(key: string, body: Buffer | string, contentType?: string): Promise<boolean> {
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, IfNoneMatch: '*', ContentType: contentType }),
      );
      return true;
    } catch (error) {
      if (lostRace(error)) return false;
      throw error;
    }
  }

  async putVersion(
    app: string,
    version: string,
    dir: string,
    content: ContentRecord = contentOf(dir),
  ): Promise<'stored' | 'unchanged'> {
    checkSegments(app, version);
    const refuse = () =>
      new Error(
        `${app} ${version} is already in the store with different content; a release folder is never overwritten (rebuild to get a new version)`,
      );
    const markerKey = this.key(app, version, '.release.json');
    const sameAsStored = async () => {
      const stored = await this.get(markerKey);
      if (!stored || (JSON.parse(stored.body.toString('utf8')) as ContentRecord).contentHash !== content.contentHash)
        throw refuse();
      return 'unchanged' as const;
    };
    if (await this.hasVersion(app, version)) return sameAsStored();
    const files = Object.keys(content.files);
    for (let i = 0; i < files.length; i += 8) {
      await Promise.all(
        files.slice(i, i + 8).map(async (rel) => {
          rel.split('/').forEach((s) => checkSegments(s));
          const data = readFileSync(path.join(dir, rel));
          if (await this.create(this.key(app, version, rel), data, TYPES[path.extname(rel)])) return;
          // Already there (an interrupted or concurrent upload of this version): only the same bytes may stay.
          const existing = await this.get(this.key(app, version, rel));
          if (!existing || createHash('sha256').update(existing.body).digest('hex') !== content.files[rel])
            throw refuse();
        }),
      );
    }
    if (!(await this.create(markerKey, JSON.stringify(content, null, 1), 'application/json'))) return sameAsStored();
    return 'stored';
  }

  async hasVersion(app: string, version: string) {
    checkSegments(app, version);
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(app, version, '.release.json') }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async listVersions(app: string) {
    checkSegments(app);
    const base = `${this.key(app)}/`;
    const versions: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: base, Delimiter: '/', ContinuationToken: token }),
      );
      for (const p of page.CommonPrefixes ?? []) {
        const name = p.Prefix!.slice(base.length, -1);
        if (SAFE_SEGMENT.test(name) && (await this.hasVersion(app, name))) versions.push(name);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return versions.sort();
  }

  async readFile(app: string, version: string, file: string) {
    try {
      checkSegments(app, version, ...file.split('/'));
    } catch {
      return null;
    }
    return (await this.get(this.key(app, version, file)))?.body ?? null;
  }

  async openFile(app: string, version: string, file: string): Promise<OpenedFile | null> {
    try {
      checkSegments(app, version, ...file.split('/'));
    } catch {
      return null;
    }
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.key(app, version, file) }),
      );
      return { stream: out.Body as Readable, size: out.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  private channelKey(channel: string) {
    checkSegments(channel);
    return this.key('channels', `${channel}.json`);
  }

  private async readChannelWithEtag(channel: string): Promise<{ channel: Channel; etag?: string }> {
    const key = this.channelKey(channel);
    const found = await this.get(key);
    if (!found) return { channel: emptyChannel(channel) };
    const parsed = JSON.parse(found.body.toString('utf8')) as unknown;
    assertChannel(parsed, this.location + '/' + key);
    return { channel: parsed, etag: found.etag };
  }

  async readChannel(channel: string): Promise<Channel> {
    return (await this.readChannelWithEtag(channel)).channel;
  }

  /** How many times the last updateChannel had to re-read because another writer won (for tests and logs). */
  lastUpdateAttempts = 0;

  async updateChannel<T>(channel: string, change: (c: Channel) => T): Promise<T> {
    const key = this.channelKey(channel);
    const deadline = Date.now() + this.updateTimeoutMs;
    for (let attempt = 1; ; attempt++) {
      const { channel: current, etag } = await this.readChannelWithEtag(channel);
      const result = change(current);
      assertChannel(current, key);
      const body = `${JSON.stringify(current, null, 2)}\n`;
      try {
        await this.client.send(
          new PutObjectCommand({
            Bucket: this.bucket,
            Key: key,
            Body: body,
            ContentType: 'application/json',
            ...(etag ? { IfMatch: etag } : { IfNoneMatch: '*' }),
          }),
        );
        this.lastUpdateAttempts = attempt;
        // For a static server or CDN in front of the bucket; best effort (the channel is the truth).
        await this.client
          .send(
            new PutObjectCommand({
              Bucket: this.bucket,
              Key: this.key('channels', `${channel}.remotes.json`),
              Body: `${JSON.stringify(discoveryOf(current), null, 2)}\n`,
              ContentType: 'application/json',
            }),
          )
          .catch(() => {});
        return result;
      } catch (error) {
        if (!lostRace(error)) throw error;
        if (Date.now() > deadline)
          throw new Error(
            `Could not update ${this.location}/${key} within ${this.updateTimeoutMs} ms: other release commands kept changing it`,
          );
        await delay(Math.min(500, 10 * 2 ** Math.min(attempt, 6)) * (0.5 + Math.random()));
      }
    }
  }
}
