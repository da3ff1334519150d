import type { BlokRegistry } from './blok-types';
import { defineBlok } from './blok-types';
import * as s from './blok-schemas';
import { FeaturedProducts } from './featured-products';
import { FooterBlok, FooterColumn } from './footer-bloks';
import { Carousel, CarouselSlide, TabItem, Tabs } from './interactive-bloks';
import { NewsletterSignup } from './newsletter-signup';
import { Accordion, AccordionItem, Hero, NavLink, Notice, PageBlok, PromoBar, RichTextBlok, Teaser, TeaserGrid } from './simple-bloks';

/** Content blok component name -> its schema and React component. */
export const blokRegistry: BlokRegistry = {
  page: defineBlok(s.pageSchema, PageBlok),
  promo_bar: defineBlok(s.promoBarSchema, PromoBar),
  hero: defineBlok(s.heroSchema, Hero),
  rich_text: defineBlok(s.richTextBlokSchema, RichTextBlok),
  teaser_grid: defineBlok(s.teaserGridSchema, TeaserGrid),
  teaser: defineBlok(s.teaserSchema, Teaser),
  featured_products: defineBlok(s.featuredProductsSchema, FeaturedProducts),
  accordion: defineBlok(s.accordionSchema, Accordion),
  accordion_item: defineBlok(s.accordionItemSchema, AccordionItem),
  footer: defineBlok(s.footerSchema, FooterBlok),
  footer_column: defineBlok(s.footerColumnSchema, FooterColumn),
  nav_link: defineBlok(s.navLinkSchema, NavLink),
  notice: defineBlok(s.noticeSchema, Notice),
  newsletter_signup: defineBlok(s.newsletterSignupSchema, NewsletterSignup),
  carousel: defineBlok(s.carouselSchema, Carousel),
  carousel_slide: defineBlok(s.carouselSlideSchema, CarouselSlide),
  tabs: defineBlok(s.tabsSchema, Tabs),
  tab_item: defineBlok(s.tabItemSchema, TabItem),
};
