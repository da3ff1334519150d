import { promises as fs } from 'node:fs';
import path from 'node:path';
import { Injector, RequestContext } from '@vendure/core';
import { FileBasedTemplateLoader, TemplateLoader } from '@vendure/email-plugin';

type LoadTemplateInput = Parameters<TemplateLoader['loadTemplate']>[2];

/**
 * Email templates in the email's language: `<ownDir>/<type>/body.<lang>.hbs`, then
 * `<ownDir>/<type>/body.hbs`, then Vendure's own template of that type. Partials (header,
 * footer) are Vendure's.
 */
export class LocalisedTemplateLoader implements TemplateLoader {
  private readonly fallback: FileBasedTemplateLoader;

  constructor(
    private readonly ownDir: string,
    fallbackDir: string,
  ) {
    this.fallback = new FileBasedTemplateLoader(fallbackDir);
  }

  async loadTemplate(injector: Injector, ctx: RequestContext, input: LoadTemplateInput): Promise<string> {
    const base = input.templateName.replace(/\.hbs$/, '');
    for (const file of [`${base}.${ctx.languageCode}.hbs`, input.templateName]) {
      try {
        return await fs.readFile(path.join(this.ownDir, input.type, file), 'utf-8');
      } catch {
        // Not there: try the next one.
      }
    }
    return this.fallback.loadTemplate(injector, ctx, input);
  }

  loadPartials() {
    return this.fallback.loadPartials();
  }
}
