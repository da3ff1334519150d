import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Blok } from '../../lib/content/story-schema';
import type { Locale } from '../../lib/locale/locales';

/** What every blok component receives. `render` renders nested bloks through the same registry. */
export interface BlokProps<B> {
  blok: B;
  locale: Locale;
  /** True for the first top-level blok of a page: its image is the likely LCP element. */
  priority: boolean;
  render(bloks: readonly Blok[]): ReactNode;
}

export interface BlokDefinition<S extends z.ZodType = z.ZodType> {
  schema: S;
  Component: (props: BlokProps<z.infer<S>>) => ReactNode | Promise<ReactNode>;
}

export type BlokRegistry = Readonly<Record<string, BlokDefinition>>;

/** Keeps the schema and the component's props in step. */
export function defineBlok<S extends z.ZodType>(schema: S, Component: BlokDefinition<S>['Component']): BlokDefinition {
  return { schema, Component } as unknown as BlokDefinition;
}
