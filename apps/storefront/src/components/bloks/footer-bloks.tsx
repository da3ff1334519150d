import type { z } from 'zod';
import type { BlokProps } from './blok-types';
import type { footerColumnSchema, footerSchema } from './blok-schemas';

export function FooterBlok({ blok, render }: BlokProps<z.infer<typeof footerSchema>>) {
  return (
    <>
      <div className="footer-columns">{render(blok.columns)}</div>
      {blok.copyright ? <p className="copyright">{blok.copyright}</p> : null}
    </>
  );
}

export function FooterColumn({ blok, render }: BlokProps<z.infer<typeof footerColumnSchema>>) {
  return (
    <nav aria-label={blok.title}>
      <h2>{blok.title}</h2>
      <ul>
        {blok.links.map((link) => (
          <li key={link._uid}>{render([link])}</li>
        ))}
      </ul>
    </nav>
  );
}
