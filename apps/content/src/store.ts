import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { isValidFullSlug } from './slugs.js';
import { type SpaceFile, spaceFileSchema, type StoryFile, storyFileSchema } from './story-file.js';

/** A story file with the identity Storyblok would have given it. */
export interface StoryRecord {
  fullSlug: string;
  slug: string;
  id: number;
  uuid: string;
  groupId: string;
  /** Id of the folder holding the story, 0 at the root. */
  parentId: number;
  file: StoryFile;
}

/** Everything the API serves, as of one cache version. */
export interface ContentSnapshot {
  space: SpaceFile;
  /** Cache version: grows whenever a content file changes. */
  cv: number;
  /** Sorted as lists return them: position, then full slug. */
  stories: StoryRecord[];
  bySlug: Map<string, StoryRecord>;
  byUuid: Map<string, StoryRecord>;
}

const digest = (text: string) => createHash('sha1').update(text).digest();

/** A stable positive id from a full slug (folders get one too, for `parent_id`). */
export function idFor(path: string): number {
  return (digest(`id:${path}`).readUInt32BE(0) % 900_000_000) + 100_000_000;
}

/** A stable UUID (version-5 layout) from a name. */
export function uuidFor(name: string): string {
  const h = digest(name).toString('hex');
  const variant = ((parseInt(h.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function recordFor(fullSlug: string, file: StoryFile): StoryRecord {
  const cut = fullSlug.lastIndexOf('/');
  return {
    fullSlug,
    slug: fullSlug.slice(cut + 1),
    id: idFor(fullSlug),
    uuid: uuidFor(`story:${fullSlug}`),
    groupId: uuidFor(`group:${fullSlug}`),
    parentId: cut < 0 ? 0 : idFor(fullSlug.slice(0, cut)),
    file,
  };
}

export function buildSnapshot(space: SpaceFile, stories: StoryRecord[], cv: number): ContentSnapshot {
  const sorted = [...stories].sort((a, b) => a.file.position - b.file.position || a.fullSlug.localeCompare(b.fullSlug));
  return {
    space,
    cv,
    stories: sorted,
    bySlug: new Map(sorted.map((s) => [s.fullSlug, s])),
    byUuid: new Map(sorted.map((s) => [s.uuid, s])),
  };
}

async function listJsonFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch (e) {
    throw new Error(`${path}: ${(e as Error).message}`);
  }
}

/** Reads and validates one story file; the error names the file and the bad fields. */
export async function readStoryFile(storiesDir: string, path: string): Promise<StoryRecord> {
  const fullSlug = relative(storiesDir, path).slice(0, -'.json'.length).split(sep).join('/');
  if (!isValidFullSlug(fullSlug)) throw new Error(`${path}: "${fullSlug}" is not a valid full slug`);
  const parsed = storyFileSchema.safeParse(await readJson(path));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`${path}: ${issues.join('; ')}`);
  }
  return recordFor(fullSlug, parsed.data);
}

/** Reads `space.json` and every `stories/**.json` under a content folder. */
export async function readContentDir(dir: string, cv: number): Promise<ContentSnapshot> {
  const space = spaceFileSchema.parse(await readJson(join(dir, 'space.json')));
  const storiesDir = join(dir, 'stories');
  const files = await listJsonFiles(storiesDir);
  const stories = await Promise.all(files.map((f) => readStoryFile(storiesDir, f)));
  return buildSnapshot(space, stories, cv);
}

/** Names, sizes and times of the content files: changes when an editor saves. */
async function fingerprint(dir: string): Promise<{ key: string; newestSec: number }> {
  const files = [join(dir, 'space.json'), ...(await listJsonFiles(join(dir, 'stories')))];
  const stats = await Promise.all(files.map((f) => stat(f)));
  const key = stats.map((s, i) => `${files[i]}:${s.size}:${s.mtimeMs}`).join('|');
  const newestSec = Math.max(...stats.map((s) => Math.floor(s.mtimeMs / 1000)));
  return { key, newestSec };
}

/**
 * The content folder as a snapshot that follows the files: at most once per `checkEveryMs`
 * it compares file times and sizes and, on a change, reads everything again and raises the
 * cache version. A file that does not parse keeps the last good snapshot (and is logged).
 */
export class ContentSource {
  private current: ContentSnapshot | undefined;
  private key = '';
  private checkedAt = 0;
  private pending: Promise<ContentSnapshot> | undefined;

  constructor(
    private readonly dir: string,
    private readonly checkEveryMs = 1000,
    private readonly log: (message: string) => void = (m) => console.error(m),
  ) {}

  async snapshot(): Promise<ContentSnapshot> {
    if (this.current && Date.now() - this.checkedAt < this.checkEveryMs) return this.current;
    this.pending ??= this.refresh().finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async refresh(): Promise<ContentSnapshot> {
    try {
      const { key, newestSec } = await fingerprint(this.dir);
      this.checkedAt = Date.now();
      if (this.current && key === this.key) return this.current;
      this.key = key; // a broken save is reported once, not on every check
      const cv = Math.max(newestSec, (this.current?.cv ?? 0) + 1);
      this.current = await readContentDir(this.dir, cv);
      return this.current;
    } catch (e) {
      this.checkedAt = Date.now();
      if (!this.current) throw e;
      this.log(`content: keeping the last good content: ${(e as Error).message}`);
      return this.current;
    }
  }
}
