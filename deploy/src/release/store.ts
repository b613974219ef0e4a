import { createHash, randomBytes } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  symlinkSync,
  linkSync,
  readlinkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  copyFileSync,
  openSync,
  fsyncSync,
  closeSync,
} from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { lock } from 'proper-lockfile';
import { assertChannel, discoveryOf, emptyChannel, stableOf, type Channel } from './channel';
import { compressedCopies, MIN_BYTES } from './precompress';
import { firstScreenListsOf, pageVariants } from '../host-page';

/** What a version folder holds: every file's sha256, and one hash over all of them. */
export interface ContentRecord {
  contentHash: string;
  files: Record<string, string>;
}

/** Files a build folder may hold that are not part of a release. */
const NOT_RELEASED = new Set(['.source-hash', '.release.json']);

/** Lists a build folder's files (relative paths, '/'-separated, sorted) and hashes them. */
export function contentOf(dir: string): ContentRecord {
  const files: Record<string, string> = {};
  const walk = (sub: string) => {
    for (const name of readdirSync(path.join(dir, sub)).sort()) {
      const rel = sub ? `${sub}/${name}` : name;
      if (NOT_RELEASED.has(name)) continue;
      if (statSync(path.join(dir, rel)).isDirectory()) walk(rel);
      else
        files[rel] = createHash('sha256')
          .update(readFileSync(path.join(dir, rel)))
          .digest('hex');
    }
  };
  walk('');
  const all = createHash('sha256');
  for (const [rel, sha] of Object.entries(files)) all.update(`${rel}\0${sha}\n`);
  return { contentHash: all.digest('hex'), files };
}

/** A version name: the package version plus a short hash of the content ('0.1.0-1a2b3c4d'). */
export function versionName(packageVersion: string, content: ContentRecord): string {
  return `${packageVersion}-${content.contentHash.slice(0, 8)}`;
}

/** A path segment the store accepts: no leading dot (so never . or ..), no slash. */
export const SAFE_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._+-]*$/;

export interface OpenedFile {
  stream: Readable;
  size: number;
}

/**
 * Where releases live (ARCHITECTURE §7): `<app>/<version>/` folders, immutable once written, and
 * `channels/<channel>.json`. The filesystem implementation is the default; object storage
 * implements the same interface.
 */
export interface ReleaseStore {
  /** For messages: 'var/releases', 's3://bucket/prefix'. */
  readonly location: string;
  /**
   * Uploads a build folder as `<app>/<version>/`. 'stored' when new, 'unchanged' when the same
   * content is already there; throws when the version exists with other content (never overwritten).
   */
  putVersion(app: string, version: string, dir: string, content?: ContentRecord): Promise<'stored' | 'unchanged'>;
  hasVersion(app: string, version: string): Promise<boolean>;
  listVersions(app: string): Promise<string[]>;
  readFile(app: string, version: string, file: string): Promise<Buffer | null>;
  openFile(app: string, version: string, file: string): Promise<OpenedFile | null>;
  /** The channel, or an empty one if it was never written. */
  readChannel(channel: string): Promise<Channel>;
  /** Reads, changes and writes the channel atomically under the channel's lock; resolves with what `change` returned. */
  updateChannel<T>(channel: string, change: (c: Channel) => T): Promise<T>;
}

function checkSegments(...segments: string[]) {
  for (const s of segments) if (!SAFE_SEGMENT.test(s)) throw new Error(`Not a valid name in the release store: '${s}'`);
}

function checkFilePath(file: string) {
  const parts = file.split('/');
  checkSegments(...parts);
  return parts;
}

/** Writes a file atomically: a temp file in the same folder, fsync, rename over the target. */
export function writeFileAtomic(file: string, data: string | Buffer) {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    writeFileSync(fd, data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
}

/**
 * Writes each page (variant name → html) as `<name>.html` into `dir` with its brotli and gzip copies (nginx's
 * brotli_static/gzip_static, as every release file: precompress.ts); a page the same as one already written is a
 * hard link to it (most screens of one remote share theirs), so a channel change writes each distinct page once.
 */
function writePages(dir: string, pages: ReadonlyMap<string, string>) {
  const firstFile = new Map<string, string>();
  for (const [name, html] of pages) {
    const file = path.join(dir, `${name}.html`);
    const same = firstFile.get(html);
    if (same) {
      for (const copy of ['', '.br', '.gz'])
        if (existsSync(`${same}${copy}`)) linkSync(`${same}${copy}`, `${file}${copy}`);
      continue;
    }
    firstFile.set(html, file);
    const data = Buffer.from(html);
    writeFileSync(file, data);
    if (data.length < MIN_BYTES) continue;
    const { br, gz } = compressedCopies(data);
    if (br) writeFileSync(`${file}.br`, br);
    if (gz) writeFileSync(`${file}.gz`, gz);
  }
}

export class FsReleaseStore implements ReleaseStore {
  constructor(readonly root: string) {}

  get location() {
    return this.root;
  }

  private versionDir(app: string, version: string) {
    checkSegments(app, version);
    return path.join(this.root, app, version);
  }

  async putVersion(
    app: string,
    version: string,
    dir: string,
    content = contentOf(dir),
  ): Promise<'stored' | 'unchanged'> {
    const target = this.versionDir(app, version);
    const sameAsStored = () => {
      const stored = JSON.parse(readFileSync(path.join(target, '.release.json'), 'utf8')) as ContentRecord;
      if (stored.contentHash !== content.contentHash) {
        throw new Error(
          `${app} ${version} is already in the store with different content; a release folder is never overwritten (rebuild to get a new version)`,
        );
      }
      return 'unchanged' as const;
    };
    if (existsSync(target)) return sameAsStored();
    // Copy into a temp folder beside the target, then rename: readers never see half a release.
    const tmp = path.join(this.root, app, `.tmp-${version}-${process.pid}-${randomBytes(4).toString('hex')}`);
    mkdirSync(tmp, { recursive: true });
    try {
      for (const rel of Object.keys(content.files)) {
        mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
        copyFileSync(path.join(dir, rel), path.join(tmp, rel));
      }
      writeFileSync(path.join(tmp, '.release.json'), JSON.stringify(content, null, 1));
      try {
        renameSync(tmp, target);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOTEMPTY' || code === 'EEXIST') return sameAsStored(); // someone stored it first
        throw error;
      }
      return 'stored';
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }

  async hasVersion(app: string, version: string) {
    return existsSync(path.join(this.versionDir(app, version), '.release.json'));
  }

  async listVersions(app: string) {
    checkSegments(app);
    const dir = path.join(this.root, app);
    if (!existsSync(dir)) return [];
    return readdirSync(dir).filter(
      (name) => !name.startsWith('.') && existsSync(path.join(dir, name, '.release.json')),
    );
  }

  private filePath(app: string, version: string, file: string) {
    return path.join(this.versionDir(app, version), ...checkFilePath(file));
  }

  async readFile(app: string, version: string, file: string) {
    try {
      return readFileSync(this.filePath(app, version, file));
    } catch {
      return null;
    }
  }

  async openFile(app: string, version: string, file: string): Promise<OpenedFile | null> {
    let full: string;
    try {
      full = this.filePath(app, version, file);
    } catch {
      return null;
    }
    try {
      const stat = statSync(full);
      if (!stat.isFile()) return null;
      return { stream: createReadStream(full), size: stat.size };
    } catch {
      return null;
    }
  }

  channelFile(channel: string) {
    checkSegments(channel);
    return path.join(this.root, 'channels', `${channel}.json`);
  }

  /**
   * What a plain static server (nginx, deploy/nginx/) needs, kept in step with the channel under the
   * same lock: `channels/<channel>.remotes.json` (the /remotes.json document), the symlink
   * `channels/<channel>.host` → the live host's version folder, and the symlink `channels/<channel>.pages` → a folder
   * of the live host's page variants (`pageVariants`, deploy/src/host-page.ts: `<variant>.html`, the Node gateway's
   * page without the runtime config), each replaced atomically by rename; the folder it replaced is removed.
   */
  private renderForStaticServers(channel: string, current: Channel) {
    const base = path.join(this.root, 'channels', channel);
    const discovery = discoveryOf(current);
    writeFileAtomic(`${base}.remotes.json`, `${JSON.stringify(discovery, null, 2)}\n`);
    const host = stableOf(current, 'host');
    if (!host) return;
    const version = host.metadata.version;
    const suffix = `${process.pid}.${randomBytes(4).toString('hex')}`;
    const replaceLink = (link: string, target: string) => {
      const tmp = `${link}.${suffix}.tmp`;
      symlinkSync(target, tmp);
      renameSync(tmp, link);
    };
    replaceLink(`${base}.host`, path.join('..', 'host', version));
    const read = (file: string) => {
      try {
        return readFileSync(this.filePath('host', version, file), 'utf8');
      } catch {
        return null;
      }
    };
    const indexHtml = read('index.html');
    // No page without index.html: nginx then answers as without variants (its try_files), never with an older host's.
    if (indexHtml === null) return void rmSync(`${base}.pages`, { force: true });
    const folder = `${path.basename(base)}.pages.${suffix}`;
    mkdirSync(path.join(path.dirname(base), folder));
    writePages(
      path.join(path.dirname(base), folder),
      pageVariants(indexHtml, firstScreenListsOf(read('first-screen.json')), discovery),
    );
    let previous: string | null = null;
    try {
      previous = readlinkSync(`${base}.pages`);
    } catch {
      // The first render.
    }
    replaceLink(`${base}.pages`, folder);
    if (previous && previous !== folder)
      rmSync(path.join(path.dirname(base), previous), { recursive: true, force: true });
  }

  async readChannel(channel: string): Promise<Channel> {
    const file = this.channelFile(channel);
    if (!existsSync(file)) return emptyChannel(channel);
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    assertChannel(parsed, file);
    return parsed;
  }

  async updateChannel<T>(channel: string, change: (c: Channel) => T): Promise<T> {
    const file = this.channelFile(channel);
    mkdirSync(path.dirname(file), { recursive: true });
    // proper-lockfile: an atomic mkdir of `<file>.lock`, refreshed while held, taken over when stale (a crashed
    // holder); waiters retry with back-off for about a minute.
    const release = await lock(file, {
      realpath: false,
      lockfilePath: `${file}.lock`,
      stale: 10_000,
      retries: { retries: 300, minTimeout: 20, maxTimeout: 200, randomize: true },
    });
    try {
      const current = await this.readChannel(channel);
      const result = change(current);
      assertChannel(current, file);
      writeFileAtomic(file, `${JSON.stringify(current, null, 2)}\n`);
      this.renderForStaticServers(channel, current);
      return result;
    } finally {
      await release();
    }
  }
}
