import type { ReactNode } from 'react';
import type { Blok } from '../../lib/content/story-schema';
import type { Locale } from '../../lib/locale/locales';
import type { BlokDefinition, BlokRegistry } from './blok-types';
import { BlokFallback, MISSING_BLOK_MESSAGE } from './blok-fallback';

/**
 * Renders content bloks through a registry (component name -> component). An unregistered blok
 * gets the fallback component and the log line of spec section 8; a blok whose fields do not
 * parse is logged and skipped, so one bad blok never breaks a page.
 */
export { MISSING_BLOK_MESSAGE };

export type BlokResolution =
  | { kind: 'component'; definition: BlokDefinition; blok: unknown }
  | { kind: 'missing'; name: string }
  | { kind: 'invalid'; name: string; issues: string };

export function resolveBlok(registry: BlokRegistry, blok: Blok, log: Pick<Console, 'error'> = console): BlokResolution {
  const definition = Object.hasOwn(registry, blok.component) ? registry[blok.component] : undefined;
  if (!definition) {
    log.error(`${MISSING_BLOK_MESSAGE}: ${blok.component}`);
    return { kind: 'missing', name: blok.component };
  }
  const parsed = definition.schema.safeParse(blok);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(blok)'}: ${i.message}`).join('; ');
    log.error(`Invalid content blok ${blok.component} (${blok._uid}): ${issues}`);
    return { kind: 'invalid', name: blok.component, issues };
  }
  return { kind: 'component', definition, blok: parsed.data };
}

export interface RenderOptions {
  registry: BlokRegistry;
  locale: Locale;
  /** Show the fallback visibly (development); in production it renders nothing. */
  showFallback?: boolean;
  log?: Pick<Console, 'error'>;
}

export function renderBloks(bloks: readonly Blok[], options: RenderOptions, depth = 0): ReactNode[] {
  const render = (children: readonly Blok[]) => renderBloks(children, options, depth + 1);
  return bloks.map((blok, index) => {
    const resolution = resolveBlok(options.registry, blok, options.log);
    const key = blok._uid || `${blok.component}-${index}`;
    if (resolution.kind !== 'component') {
      return <BlokFallback key={key} name={resolution.name} visible={options.showFallback ?? false} />;
    }
    const { Component } = resolution.definition;
    return (
      <Component key={key} blok={resolution.blok as never} locale={options.locale} priority={depth === 0 && index === 0} render={render} />
    );
  });
}
