import { loadMessages } from '@/i18n/messages';
import type { z } from 'zod';
import type { Blok } from '../../lib/content/story-schema';
import { RichText } from '../richtext/rich-text';
import type { BlokProps } from './blok-types';
import { carouselSlideSchema, tabItemSchema, type carouselSchema, type tabsSchema } from './blok-schemas';
import { CarouselFrame } from './carousel-frame';
import { ContentImage } from './content-image';
import { HeadlineText } from './simple-bloks';
import { TabsFrame } from './tabs-frame';

// The content bloks a shopper operates (carousel, tabs). Their slides and panels are rendered
// on the server through the registry, then handed to a small client frame that only switches
// between them.

/** The children that are the wanted component with fields that parse; others are left out. */
function validChildren<S extends z.ZodType>(items: readonly Blok[], component: string, schema: S): z.infer<S>[] {
  return items.flatMap((item) => {
    if (item.component !== component) return [];
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function Carousel({ blok, locale, render }: BlokProps<z.infer<typeof carouselSchema>>) {
  const slides = validChildren(blok.slides, 'carousel_slide', carouselSlideSchema);
  if (slides.length === 0) return null;
  return (
    <CarouselFrame
      id={`carousel-${blok._uid}`}
      title={blok.title}
      labels={(await loadMessages(locale)).carousel}
      slides={slides.map((slide) => render([slide]))}
    />
  );
}

export function CarouselSlide({ blok, locale }: BlokProps<z.infer<typeof carouselSlideSchema>>) {
  return (
    <div className="carousel__content">
      <ContentImage asset={blok.image} sizes="(max-width: 75rem) 100vw, 75rem" fallbackSize={[1600, 900]} />
      <HeadlineText blok={blok} locale={locale} className="carousel__text" Heading="h3" />
    </div>
  );
}

export function Tabs({ blok, render }: BlokProps<z.infer<typeof tabsSchema>>) {
  const items = validChildren(blok.items, 'tab_item', tabItemSchema);
  if (items.length === 0) return null;
  const id = `tabs-${blok._uid}`;
  return (
    <section className="tabs-blok">
      <h2 id={`${id}-title`}>{blok.title}</h2>
      <TabsFrame id={id} labelledBy={`${id}-title`} titles={items.map((item) => item.title)} panels={items.map((item) => render([item]))} />
    </section>
  );
}

/** A tab's panel: its title is on the tab. */
export function TabItem({ blok, locale }: BlokProps<z.infer<typeof tabItemSchema>>) {
  return <RichText doc={blok.text} locale={locale} />;
}
