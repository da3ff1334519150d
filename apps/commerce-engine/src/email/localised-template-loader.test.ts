import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Injector, RequestContext } from '@vendure/core';
import { LocalisedTemplateLoader } from './localised-template-loader';
import { orderConfirmationSubject } from './order-confirmation-handler';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'talat-templates-'));
const own = path.join(root, 'own');
const vendure = path.join(root, 'vendure');
fs.mkdirSync(path.join(own, 'order-confirmation'), { recursive: true });
fs.mkdirSync(path.join(vendure, 'order-confirmation'), { recursive: true });
fs.mkdirSync(path.join(vendure, 'password-reset'), { recursive: true });
fs.writeFileSync(path.join(own, 'order-confirmation', 'body.th.hbs'), 'thai');
fs.writeFileSync(path.join(vendure, 'order-confirmation', 'body.hbs'), 'vendure order');
fs.writeFileSync(path.join(vendure, 'password-reset', 'body.hbs'), 'vendure reset');

const loader = new LocalisedTemplateLoader(own, vendure);
const load = (type: string, languageCode: string) =>
  loader.loadTemplate({} as Injector, { languageCode } as RequestContext, { type, templateName: 'body.hbs', templateVars: {} });

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('LocalisedTemplateLoader', () => {
  it("takes the project's template in the email language, else Vendure's", async () => {
    expect(await load('order-confirmation', 'th')).toBe('thai');
    expect(await load('order-confirmation', 'en')).toBe('vendure order');
    expect(await load('password-reset', 'th')).toBe('vendure reset');
  });
});

describe('orderConfirmationSubject', () => {
  it('is Thai for Thai orders, else English', () => {
    expect(orderConfirmationSubject('ABC123', 'th')).toBe('ยืนยันคำสั่งซื้อ #ABC123');
    expect(orderConfirmationSubject('ABC123', 'en')).toBe('Order confirmation for #ABC123');
  });
});
