import { z } from 'zod';
import { assetSchema, blokSchema, linkSchema, richTextSchema } from '../../lib/content/story-schema';

/**
 * The fields each blok needs (loose: unknown fields pass). Storyblok sends empty strings and
 * empty links for unset fields, so optional fields tolerate them.
 */
const bloks = z.array(blokSchema).default([]);
const optionalText = z.string().optional();
const optionalLink = linkSchema.optional().nullable();
const optionalAsset = assetSchema.optional().nullable();

export const pageSchema = blokSchema.extend({ body: bloks });
export const promoBarSchema = blokSchema.extend({ text: z.string().min(1), link: optionalLink });
export const heroSchema = blokSchema.extend({
  headline: z.string().min(1),
  text: optionalText,
  image: optionalAsset,
  link: optionalLink,
  link_label: optionalText,
});
/** A call to join the newsletter: its button opens the newsletter modal. */
export const newsletterSignupSchema = blokSchema.extend({ title: z.string().min(1), text: optionalText, button_label: z.string().min(1) });
export const richTextBlokSchema = blokSchema.extend({ text: richTextSchema.optional().nullable() });
export const teaserGridSchema = blokSchema.extend({ title: optionalText, items: bloks });
export const teaserSchema = blokSchema.extend({ title: z.string().min(1), text: optionalText, image: optionalAsset, link: optionalLink });
export const featuredProductsSchema = blokSchema.extend({
  title: optionalText,
  category: z.string().regex(/^[a-z0-9][a-z0-9-]*$/i),
  limit: z.coerce.number().int().min(1).max(24).catch(4).default(4),
});
export const accordionSchema = blokSchema.extend({ title: optionalText, items: bloks });
export const accordionItemSchema = blokSchema.extend({ title: z.string().min(1), text: richTextSchema.optional().nullable() });
export const footerSchema = blokSchema.extend({ columns: bloks, copyright: optionalText });
export const footerColumnSchema = blokSchema.extend({ title: z.string().min(1), links: bloks });
export const navLinkSchema = blokSchema.extend({ label: z.string().min(1), link: linkSchema });
export const noticeSchema = blokSchema.extend({
  text: z.string().min(1),
  tone: z.enum(['info', 'success', 'warning', 'error']).catch('info').default('info'),
});
/** Slides shown one at a time; `title` names the carousel for screen readers (and shows as its heading). */
export const carouselSchema = blokSchema.extend({ title: z.string().min(1), slides: bloks });
/** A slide has a hero's fields: headline, text, image, link and its label. */
export const carouselSlideSchema = heroSchema;
/** Panels of which one shows at a time, picked by their tab. */
export const tabsSchema = blokSchema.extend({ title: z.string().min(1), items: bloks });
export const tabItemSchema = blokSchema.extend({ title: z.string().min(1), text: richTextSchema.optional().nullable() });
