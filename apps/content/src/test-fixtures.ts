/** Small in-memory content for unit tests (not part of the build). */
import type { AppContext } from './app.js';
import { buildSnapshot, type ContentSnapshot, recordFor } from './store.js';
import type { Blok, StoryFile } from './story-file.js';

const page = (uid: string, text: string): Blok => ({
  _uid: uid,
  component: 'page',
  body: [
    { _uid: `${uid}-n`, component: 'notice', text, tone: 'info' },
    {
      _uid: `${uid}-h`,
      component: 'hero',
      headline: text,
      image: { id: 1, alt: '', name: '', focus: '', title: '', filename: '/a/x.svg', copyright: '', fieldtype: 'asset' },
    },
  ],
});

/** The fields every fixture story shares (dates, position, flags). */
export const fixtureStoryBase = {
  position: 0,
  tag_list: [],
  is_startpage: false,
  sort_by_date: null,
  created_at: '2025-06-01T00:00:00.000Z',
  first_published_at: '2025-07-01T00:00:00.000Z',
  published_at: '2025-07-01T00:00:00.000Z',
} satisfies Partial<StoryFile>;
const base = fixtureStoryBase;

export const fixtureFiles: Record<string, StoryFile> = {
  home: { ...base, name: { en: 'Home', th: 'หน้าแรก' }, published: { en: page('h', 'Hello'), th: page('h', 'สวัสดี') } },
  about: {
    ...base,
    position: 1,
    name: { en: 'About', th: 'เกี่ยวกับเรา' },
    published: { en: page('a', 'About live'), th: page('a', 'เกี่ยวกับ (เผยแพร่)') },
    draft: { en: page('a', 'About draft'), th: page('a', 'เกี่ยวกับ (ฉบับร่าง)') },
  },
  /** English only: Thai readers fall back to English. */
  'english-only': { ...base, position: 2, name: { en: 'English only' }, published: { en: page('e', 'Only English') } },
  /** Never published: visible with version=draft only. */
  secret: {
    ...base,
    position: 3,
    first_published_at: null,
    published_at: null,
    name: { en: 'Secret', th: 'ลับ' },
    draft: { en: page('s', 'Soon'), th: page('s', 'เร็วๆ นี้') },
  },
  ...Object.fromEntries(
    ['home-kit', 'away-kit', 'training', 'accessories', 'gifts'].map((slug, i) => [
      `c/${slug}`,
      { ...base, position: i, name: { en: slug, th: slug }, published: { en: page(`c${i}`, slug), th: page(`c${i}`, slug) } },
    ]),
  ),
};

export function fixtureSnapshot(cv = 1700000000): ContentSnapshot {
  const records = Object.entries(fixtureFiles).map(([slug, file]) => recordFor(slug, file));
  return buildSnapshot({ id: 42, name: 'Test space' }, records, cv);
}

export const fixtureConfig: AppContext['config'] = {
  publicUrl: 'http://content.test',
  previewToken: 'preview',
  publicToken: 'public',
  assetsDir: new URL('../assets', import.meta.url).pathname,
  storefrontUrl: 'http://shop.test/',
};

export const fixtureContext = (): AppContext => {
  const snapshot = fixtureSnapshot();
  return { config: fixtureConfig, snapshot: async () => snapshot };
};
