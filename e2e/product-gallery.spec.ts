import { expect, test } from '@playwright/test';
import { fmt, t } from './support/messages';
import { langs } from './support/services';

// The product page's gallery (spec section 2, product details): thumbnails that are one tab stop
// and follow the arrow, Home and End keys, a main image that answers a swipe, and the image's
// position announced, in both languages. The home shirt has two images, front and back.

const SLUG = 'home-shirt-2025';

for (const lang of langs) {
  test(`the gallery on /${lang} shows each image by click, keys and swipe, and says which one it is`, async ({ page }) => {
    const words = t(lang).product;
    await page.goto(`/${lang}/${SLUG}`);
    const gallery = page.getByRole('region', { name: words.gallery });
    const thumbs = gallery.getByRole('group', { name: words.thumbnails });
    const first = thumbs.getByRole('button', { name: fmt(words.showImage, { index: 1, total: 2 }) });
    const second = thumbs.getByRole('button', { name: fmt(words.showImage, { index: 2, total: 2 }) });
    const main = gallery.getByTestId('gallery-main').getByRole('img');
    const position = gallery.getByText(fmt(words.imagePosition, { index: 2, total: 2 }));

    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(second).toHaveAttribute('aria-pressed', 'false');
    const frontSrc = await main.getAttribute('src');
    // One tab stop for the thumbnails: the shown image's.
    await expect(first).toHaveAttribute('tabindex', '0');
    await expect(second).toHaveAttribute('tabindex', '-1');

    // Click: the back shows, and is announced.
    await second.click();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(main).not.toHaveAttribute('src', frontSrc ?? '');
    const backSrc = await main.getAttribute('src');
    await expect(position).toHaveCount(1);

    // Keys: right wraps round to the first, End goes to the last, Home back to the first.
    await second.focus();
    await page.keyboard.press('ArrowRight');
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(main).toHaveAttribute('src', frontSrc ?? '');
    await page.keyboard.press('End');
    await expect(second).toBeFocused();
    await expect(main).toHaveAttribute('src', backSrc ?? '');
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();

    // Swipe: dragging the main image to the left shows the next image, to the right the previous.
    const box = (await gallery.getByTestId('gallery-main').boundingBox())!;
    const swipe = async (dx: number) => {
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width / 2, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + dx, y, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(-120);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await swipe(120);
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    // A short drag is no swipe.
    await swipe(-10);
    await expect(first).toHaveAttribute('aria-pressed', 'true');
  });
}
