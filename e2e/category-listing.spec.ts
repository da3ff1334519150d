import { expect, test } from '@playwright/test';
import { catalogueSearch, collectionId, facetNames, tilePrices } from './support/listing';
import { shopApi } from './support/services';
import { t } from './support/messages';
import { langs } from './support/services';

const SLUG = 'shop-all';
const sizes = ['m', 'l'];
const colours = ['red', 'black'];

for (const lang of langs) {
  const m = t(lang);

  test(`on /${lang}: filter by size and colour, sort by price, page 2, and back restores the view`, async ({ page }) => {
    const [names, id] = await Promise.all([facetNames(lang), collectionId(SLUG, lang)]);
    const expected = await catalogueSearch(lang, {
      collectionId: id,
      facets: [
        { facet: 'size', values: sizes },
        { facet: 'colour', values: colours },
      ],
      sort: 'PRICE_ASC',
      take: 100,
    });
    expect(expected.totalItems, 'the demo catalogue has a second page for this view').toBeGreaterThan(12);

    await page.goto(`/${lang}/${SLUG}`);
    const filters = page.getByRole('form', { name: m.listing.filtersHeading });
    for (const [facet, codes] of [
      ['size', sizes],
      ['colour', colours],
    ] as const) {
      for (const code of codes) {
        await filters
          .getByRole('group', { name: names[facet]!.name })
          .getByRole('checkbox', { name: names[facet]!.values[code], exact: true })
          .check();
        await expect(page).toHaveURL(new RegExp(`${facet}=[^&]*${code}`));
      }
    }
    await expect(page).toHaveURL(/size=m(,|%2C)l/);
    await expect(page).toHaveURL(/colour=(red(,|%2C)black|black(,|%2C)red)/);
    await expect(
      page.getByRole('link', { name: m.listing.remove.replace('{name}', names.size!.name).replace('{value}', names.size!.values.m!) }),
    ).toBeVisible();

    await page.getByRole('combobox', { name: m.listing.sortBy }).selectOption('price-low-to-high');
    await expect(page).toHaveURL(/sort=price-low-to-high/);
    await expect.poll(() => tilePrices(page)).toHaveLength(12);
    const firstPage = await tilePrices(page);
    expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b));

    await page
      .getByRole('navigation', { name: m.pagination.label })
      .getByRole('link', { name: m.pagination.page.replace('{page}', '2') })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => tilePrices(page)).toHaveLength(expected.totalItems - 12);
    const secondPage = await tilePrices(page);
    expect(Math.min(...secondPage)).toBeGreaterThanOrEqual(Math.max(...firstPage));

    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page).toHaveURL(/sort=price-low-to-high/);
    await expect.poll(() => tilePrices(page)).toEqual(firstPage);
    await expect(page.getByRole('combobox', { name: m.listing.sortBy })).toHaveValue('price-low-to-high');
    await expect(
      filters.getByRole('group', { name: names.colour!.name }).getByRole('checkbox', { name: names.colour!.values.black, exact: true }),
    ).toBeChecked();

    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page).toHaveURL(/colour=/);
  });

  test(`on /${lang}: removing filters one by one and all at once`, async ({ page }) => {
    const names = await facetNames(lang);
    await page.goto(`/${lang}/${SLUG}?size=m&colour=red`);
    const removeSize = m.listing.remove.replace('{name}', names.size!.name).replace('{value}', names.size!.values.m!);
    await page.getByRole('link', { name: removeSize }).click();
    await expect(page).not.toHaveURL(/size=/);
    await expect(page).toHaveURL(/colour=red/);
    await page.getByRole('link', { name: m.listing.clearAll }).click();
    await expect(page).not.toHaveURL(/colour=/);
  });

  test(`on /${lang}: the grid/list switch`, async ({ page }) => {
    await page.goto(`/${lang}/${SLUG}`);
    const view = page.getByRole('group', { name: m.listing.view });
    await view.getByRole('link', { name: m.listing.list }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(view.getByRole('link', { name: m.listing.list })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('[data-view]').first()).toHaveAttribute('data-view', 'list');
    await view.getByRole('link', { name: m.listing.grid }).click();
    await expect(page).not.toHaveURL(/view=list/);
    await expect(page.locator('[data-view]').first()).toHaveAttribute('data-view', 'grid');
  });

  test(`on /${lang}: filters that match nothing show the empty state, hostile parameters are ignored`, async ({ page }) => {
    const response = await page.goto(`/${lang}/${SLUG}?price=999999-&sort=%3Cscript%3E&page=-3&size=%3Cimg%20src=x%3E&view=%22%3E`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText(m.listing.noMatches)).toBeVisible();
    await expect(page.getByRole('link', { name: m.listing.showAll })).toBeVisible();
    expect(await page.content()).not.toContain('<img src=x>');
  });

  test(`on /${lang}: sorts have the URL words of the store config, and older links with the sort's value still work`, async ({ page }) => {
    await page.goto(`/${lang}/${SLUG}?sort=price_asc`);
    const sort = page.getByRole('combobox', { name: m.listing.sortBy });
    await expect(sort).toHaveValue('price-low-to-high');
    const prices = await tilePrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await sort.selectOption('price-high-to-low');
    await expect(page).toHaveURL(/sort=price-high-to-low$/);
    await expect
      .poll(async () => {
        const p = await tilePrices(page);
        return p.length > 1 && p[0]! >= p[p.length - 1]!;
      })
      .toBe(true);
  });

  test(`on /${lang}: the size filter comes first, its values in the store config's size groups`, async ({ page }) => {
    const [names, { storeConfig }] = await Promise.all([
      facetNames(lang),
      shopApi<{
        storeConfig: { size_group_primary_filter: string; size_group_mapping: { code: string; label: string; values: string[] }[] };
      }>('{ storeConfig { size_group_primary_filter size_group_mapping { code label values } } }', lang),
    ]);
    expect(storeConfig.size_group_primary_filter).toBe('size');
    await page.goto(`/${lang}/${SLUG}`);
    const filters = page.getByRole('form', { name: m.listing.filtersHeading });
    await expect(filters.getByRole('group').first()).toHaveAccessibleName(names.size!.name);
    const size = filters.getByRole('group', { name: names.size!.name, exact: true });
    for (const group of storeConfig.size_group_mapping) {
      const fieldset = size.getByRole('group', { name: group.label, exact: true });
      await expect(fieldset).toBeVisible();
      const shown = fieldset.getByRole('checkbox');
      expect(await shown.count()).toBeGreaterThan(0);
      for (const label of await fieldset.locator('label').allTextContents()) {
        const code = Object.entries(names.size!.values).find(([, name]) => name === label)?.[0];
        expect(group.values, `${label} belongs to ${group.label}`).toContain(code);
      }
    }
    // Checking a value in a group filters as before.
    await size.getByRole('group', { name: storeConfig.size_group_mapping[1]!.label, exact: true }).getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/size=/);
  });
}
