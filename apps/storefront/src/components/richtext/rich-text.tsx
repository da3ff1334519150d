import { Fragment, type ReactNode } from 'react';
import { storyLinkHref } from '../../lib/content/links';
import type { RichTextNode } from '../../lib/content/story-schema';
import type { Locale } from '../../lib/locale/locales';

/**
 * Renders a Storyblok richtext document as React elements (never as HTML strings): paragraphs,
 * headings, lists, quotes, breaks, rules and text with bold, italic, underline, strike, code and
 * link marks. Unknown nodes render their children; links only with a safe href.
 */
type MarkNode = NonNullable<RichTextNode['marks']>[number];

function linkHref(mark: MarkNode, locale: Locale): string | null {
  const attrs = mark.attrs ?? {};
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const linktype = attrs.linktype === 'story' ? 'story' : attrs.linktype === 'email' ? 'email' : 'url';
  const href = str(attrs.href);
  return storyLinkHref(
    { linktype, cached_url: href, url: href, anchor: str(attrs.anchor) || undefined, email: href.replace(/^mailto:/, '') },
    locale,
  );
}

function applyMark(children: ReactNode, mark: MarkNode, locale: Locale, key: string): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong key={key}>{children}</strong>;
    case 'italic':
      return <em key={key}>{children}</em>;
    case 'underline':
      return <u key={key}>{children}</u>;
    case 'strike':
      return <s key={key}>{children}</s>;
    case 'code':
      return <code key={key}>{children}</code>;
    case 'link': {
      const href = linkHref(mark, locale);
      if (!href) return children;
      const external = /^https?:\/\//i.test(href);
      return (
        <a key={key} href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
          {children}
        </a>
      );
    }
    default:
      return children;
  }
}

function renderChildren(node: RichTextNode, locale: Locale, key: string): ReactNode[] {
  return (node.content ?? []).map((child, i) => renderNode(child, locale, `${key}.${i}`));
}

export function renderNode(node: RichTextNode, locale: Locale, key = '0'): ReactNode {
  const children = () => renderChildren(node, locale, key);
  switch (node.type) {
    case 'doc':
      return <Fragment key={key}>{children()}</Fragment>;
    case 'paragraph':
      return <p key={key}>{children()}</p>;
    case 'heading': {
      const level = Math.min(6, Math.max(2, Number(node.attrs?.level) || 2));
      const Tag = `h${level}` as 'h2';
      return <Tag key={key}>{children()}</Tag>;
    }
    case 'bullet_list':
      return <ul key={key}>{children()}</ul>;
    case 'ordered_list':
      return <ol key={key}>{children()}</ol>;
    case 'list_item':
      return <li key={key}>{children()}</li>;
    case 'blockquote':
      return <blockquote key={key}>{children()}</blockquote>;
    case 'hard_break':
      return <br key={key} />;
    case 'horizontal_rule':
      return <hr key={key} />;
    case 'text':
      return (node.marks ?? []).reduce<ReactNode>(
        (acc, mark, i) => applyMark(acc, mark, locale, `${key}m${i}`),
        <Fragment key={key}>{node.text ?? ''}</Fragment>,
      );
    default:
      return node.content ? <Fragment key={key}>{children()}</Fragment> : null;
  }
}

export function RichText({
  doc,
  locale,
  className = 'rich-text',
}: {
  doc: RichTextNode | null | undefined;
  locale: Locale;
  className?: string;
}) {
  if (!doc) return null;
  return <div className={className}>{renderNode(doc, locale)}</div>;
}
