import { describe, expect, it } from 'vitest';
import { artSvg } from './art';

describe('artSvg', () => {
  it('returns an SVG document of the requested size', () => {
    const svg = artSvg({ kind: 'mug', primary: '#c8102e', secondary: '#f2c14e' }, 200);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('width="200"');
  });
  it('escapes text drawn on the item', () => {
    const svg = artSvg({ kind: 'shirt', primary: '#fff', secondary: '#000', text: '<9>', caption: 'A&B', back: true });
    expect(svg).toContain('&#60;9&#62;');
    expect(svg).toContain('A&#38;B');
  });
});
