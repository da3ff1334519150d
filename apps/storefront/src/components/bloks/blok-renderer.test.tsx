import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MISSING_BLOK_MESSAGE, renderBloks, resolveBlok } from './blok-renderer';
import { defineBlok, type BlokRegistry } from './blok-types';

const registry: BlokRegistry = {
  page: defineBlok(
    z.looseObject({ _uid: z.string(), body: z.array(z.looseObject({ _uid: z.string(), component: z.string() })) }),
    ({ blok, render }) => <main>{render(blok.body)}</main>,
  ),
  notice: defineBlok(z.looseObject({ text: z.string().min(1) }), ({ blok, priority }) => (
    <p data-priority={String(priority)}>{blok.text}</p>
  )),
};

describe('resolveBlok', () => {
  it('finds a registered blok and parses its fields', () => {
    const log = { error: vi.fn() };
    const r = resolveBlok(registry, { _uid: '1', component: 'notice', text: 'Hi', extra: 1 }, log);
    expect(r.kind).toBe('component');
    expect(log.error).not.toHaveBeenCalled();
  });
  it('logs "Component could not be found for blok" for an unregistered blok', () => {
    const log = { error: vi.fn() };
    expect(resolveBlok(registry, { _uid: '2', component: 'carousel' }, log)).toEqual({ kind: 'missing', name: 'carousel' });
    expect(log.error).toHaveBeenCalledWith(`${MISSING_BLOK_MESSAGE}: carousel`);
  });
  it('does not mistake prototype names for components', () => {
    expect(resolveBlok(registry, { _uid: '3', component: 'toString' }, { error: vi.fn() }).kind).toBe('missing');
  });
  it('reports a blok whose required fields are missing', () => {
    const log = { error: vi.fn() };
    expect(resolveBlok(registry, { _uid: '4', component: 'notice' }, log).kind).toBe('invalid');
    expect(log.error).toHaveBeenCalled();
  });
});

describe('renderBloks', () => {
  const bloks = [
    {
      _uid: 'p',
      component: 'page',
      body: [
        { _uid: 'n1', component: 'notice', text: 'Nested' },
        { _uid: 'x', component: 'mystery' },
      ],
    },
    { _uid: 'n2', component: 'notice', text: 'Second' },
  ];

  it('renders nested bloks and nothing for unknown ones in production', () => {
    const html = renderToStaticMarkup(<>{renderBloks(bloks, { registry, locale: 'en', log: { error: vi.fn() } })}</>);
    expect(html).toBe('<main><p data-priority="false">Nested</p></main><p data-priority="false">Second</p>');
  });

  it('shows the fallback in development', () => {
    const html = renderToStaticMarkup(<>{renderBloks(bloks, { registry, locale: 'en', showFallback: true, log: { error: vi.fn() } })}</>);
    expect(html).toContain('Component could not be found for blok: <code>mystery</code>');
  });

  it('marks only the first top-level blok as priority', () => {
    const html = renderToStaticMarkup(<>{renderBloks([bloks[1]!, bloks[1]!], { registry, locale: 'en' })}</>);
    expect(html).toBe('<p data-priority="true">Second</p><p data-priority="false">Second</p>');
  });
});
