import { ESLint, RuleTester } from 'eslint';
import { resolve } from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { noLiteralShopperText } from './no-literal-shopper-text.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-literal-shopper-text', noLiteralShopperText, {
  valid: [
    { code: 'const a = <p>{t("title")}</p>;' },
    { code: 'const a = <p>{price} · {count} × 2 / 3 – 100%</p>;' },
    { code: 'const a = <a href="/en/cart" className="button button--secondary" lang="th" hrefLang="en-GB">{label}</a>;' },
    { code: 'const a = <input type="search" name="q" autoComplete="off" enterKeyHint="search" aria-label={labels.input} />;' },
    { code: 'const a = <div>{kind === "sale" ? sale : regular}</div>;' },
    { code: 'const a = <div className={`tile ${open ? "tile--open" : ""}`}>{name}</div>;' },
    { code: 'const a = <Icon name="chevron-down" />;' },
    { code: 'const s = "Words outside JSX are not rendered by this component";' },
  ],
  invalid: [
    { code: 'const a = <p>Your cart is empty</p>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>ตะกร้าว่าง</p>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>{"Add to cart"}</p>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>{open ? "Close" : "Open"}</p>;', errors: [{ messageId: 'text' }, { messageId: 'text' }] },
    { code: 'const a = <p>{`${count} items`}</p>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <button aria-label="Close cart" />;', errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <span aria-description={"Opens in a new tab"} />;', errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <img alt="Home shirt" src={src} />;', errors: [{ messageId: 'attribute' }] },
    {
      code: 'const a = <input placeholder="Search" title="Search the shop" />;',
      errors: [{ messageId: 'attribute' }, { messageId: 'attribute' }],
    },
    {
      code: 'const a = <MobileMenu openLabel="Menu" label="Categories" />;',
      errors: [{ messageId: 'attribute' }, { messageId: 'attribute' }],
    },
  ],
});

describe('the lint configuration', () => {
  it('reports a literal in a storefront component through `npm run lint`', async () => {
    const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../..') });
    const [result] = await eslint.lintText('export function Demo() {\n  return <button aria-label="Close">Add to cart</button>;\n}\n', {
      filePath: 'apps/storefront/src/components/demo/demo.tsx',
    });
    const ours = result!.messages.filter((m) => m.ruleId === 'talat/no-literal-shopper-text');
    expect(ours.map((m) => m.message)).toEqual([
      'aria-label="Close" is written in the component: a shopper reads or hears it, so put it in messages/en and messages/th.',
      'Text "Add to cart" is written in the component: put it in messages/en and messages/th and render it with a translation.',
    ]);
  }, 30_000);
});
