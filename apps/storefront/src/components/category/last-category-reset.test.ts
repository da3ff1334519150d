import { describe, expect, it } from 'vitest';
import { isProductOrCategoryPage } from './last-category-reset';

function fakeDocument(markers: string[], scripts: string[] = []) {
  return {
    querySelector: (selector: string) => (selector === '[data-page-kind]' && markers.length > 0 ? ({} as Element) : null),
    querySelectorAll: () => scripts.map((text) => ({ textContent: text })) as unknown as NodeListOf<Element>,
  } as unknown as Pick<Document, 'querySelector' | 'querySelectorAll'>;
}

describe('isProductOrCategoryPage', () => {
  it('keeps the cookie on pages with a product or category marker', () => {
    expect(isProductOrCategoryPage(fakeDocument(['category']))).toBe(true);
  });
  it('keeps it on a page with Product JSON-LD', () => {
    expect(isProductOrCategoryPage(fakeDocument([], ['{"@context":"https://schema.org","@type": "Product","name":"Kit"}']))).toBe(true);
  });
  it('clears it elsewhere (home, search, cart, content pages)', () => {
    expect(isProductOrCategoryPage(fakeDocument([]))).toBe(false);
    expect(isProductOrCategoryPage(fakeDocument([], ['{"@type":"BreadcrumbList"}']))).toBe(false);
  });
});
