import type { z } from 'zod';
import { RichText } from '../richtext/rich-text';
import { ContentImage } from './content-image';
import type { BlokProps } from './blok-types';
import type {
  accordionItemSchema,
  accordionSchema,
  heroSchema,
  navLinkSchema,
  noticeSchema,
  pageSchema,
  promoBarSchema,
  richTextBlokSchema,
  teaserGridSchema,
  teaserSchema,
} from './blok-schemas';
import { StoryLink } from './story-link';

// The content bloks that need no data of their own. Names follow the content model.

export function PageBlok({ blok, render }: BlokProps<z.infer<typeof pageSchema>>) {
  return <>{render(blok.body)}</>;
}

export function PromoBar({ blok, locale }: BlokProps<z.infer<typeof promoBarSchema>>) {
  return (
    <div className="promo-bar">
      <StoryLink link={blok.link} locale={locale}>
        {blok.text}
      </StoryLink>
    </div>
  );
}

export function Hero({ blok, locale, priority }: BlokProps<z.infer<typeof heroSchema>>) {
  return (
    <section className="hero">
      <ContentImage asset={blok.image} sizes="(max-width: 75rem) 100vw, 75rem" priority={priority} />
      <HeadlineText blok={blok} locale={locale} className="hero__text" Heading="h2" />
    </section>
  );
}

/** A headline, its text and a button link: the words of a hero or a carousel slide. */
export function HeadlineText({
  blok,
  locale,
  className,
  Heading,
}: {
  blok: z.infer<typeof heroSchema>;
  locale: BlokProps<unknown>['locale'];
  className: string;
  Heading: 'h2' | 'h3';
}) {
  return (
    <div className={className}>
      <Heading>{blok.headline}</Heading>
      {blok.text ? <p>{blok.text}</p> : null}
      {blok.link_label ? (
        <StoryLink link={blok.link} locale={locale} className="button">
          {blok.link_label}
        </StoryLink>
      ) : null}
    </div>
  );
}

export function RichTextBlok({ blok, locale }: BlokProps<z.infer<typeof richTextBlokSchema>>) {
  return <RichText doc={blok.text} locale={locale} />;
}

export function TeaserGrid({ blok, render }: BlokProps<z.infer<typeof teaserGridSchema>>) {
  return (
    <section className="teaser-grid">
      {blok.title ? <h2>{blok.title}</h2> : null}
      <ul className="teaser-grid__items">
        {blok.items.map((item) => (
          <li key={item._uid}>{render([item])}</li>
        ))}
      </ul>
    </section>
  );
}

export function Teaser({ blok, locale }: BlokProps<z.infer<typeof teaserSchema>>) {
  return (
    <article className="teaser">
      <ContentImage asset={blok.image} sizes="(max-width: 40rem) 100vw, 25rem" fallbackSize={[800, 600]} />
      <div className="teaser__body">
        <h3>
          <StoryLink link={blok.link} locale={locale}>
            {blok.title}
          </StoryLink>
        </h3>
        {blok.text ? <p>{blok.text}</p> : null}
      </div>
    </article>
  );
}

export function Accordion({ blok, render }: BlokProps<z.infer<typeof accordionSchema>>) {
  return (
    <section className="accordion">
      {blok.title ? <h2>{blok.title}</h2> : null}
      {render(blok.items)}
    </section>
  );
}

export function AccordionItem({ blok, locale }: BlokProps<z.infer<typeof accordionItemSchema>>) {
  return (
    <details>
      <summary>{blok.title}</summary>
      <RichText doc={blok.text} locale={locale} />
    </details>
  );
}

export function NavLink({ blok, locale }: BlokProps<z.infer<typeof navLinkSchema>>) {
  return (
    <StoryLink link={blok.link} locale={locale}>
      {blok.label}
    </StoryLink>
  );
}

export function Notice({ blok }: BlokProps<z.infer<typeof noticeSchema>>) {
  return (
    <p className={`notice notice--${blok.tone}`} role={blok.tone === 'error' || blok.tone === 'warning' ? 'alert' : undefined}>
      {blok.text}
    </p>
  );
}
