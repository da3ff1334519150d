/** Content model as the storefront API returns it (Storyblok's story shape, trimmed). */

export interface Blok {
  _uid: string;
  component: string;
  [field: string]: unknown;
}

export interface Story<C extends Blok = Blok> {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  lang: string;
  published_at: string | null;
  content: C;
}

export interface StoryList<C extends Blok = Blok> {
  stories: Story<C>[];
  total: number;
  page: number;
  per_page: number;
}
