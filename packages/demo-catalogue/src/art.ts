/**
 * Product pictures drawn in code: flat silhouettes in the club's colours on a 400 x 400 canvas.
 * Pure string building, rasterised by `render.ts`.
 */
export type ArtKind =
  | 'shirt'
  | 'shorts'
  | 'socks'
  | 'jacket'
  | 'hoodie'
  | 'pants'
  | 'scarf'
  | 'beanie'
  | 'cap'
  | 'mug'
  | 'bottle'
  | 'ball'
  | 'bag'
  | 'gloves'
  | 'card'
  | 'poster'
  | 'keyring'
  | 'pin'
  | 'flag'
  | 'plush'
  | 'lanyard'
  | 'gift';

export interface ArtSpec {
  kind: ArtKind;
  primary: string;
  secondary: string;
  /** Big text on the item: a shirt number, a value, a year. */
  text?: string;
  /** Small caption above the text (a name on a shirt back). */
  caption?: string;
  /** Back view of a shirt: no crest, name and number. */
  back?: boolean;
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const crest = (x: number, y: number, r: number, fill: string, ring: string) =>
  `<g><path d="M${x - r} ${y - r}h${2 * r}v${r}c0 ${r * 0.9}-${r * 0.6} ${r * 1.4}-${r} ${r * 1.7}c-${r * 0.4}-${r * 0.3}-${r}-${r * 0.8}-${r}-${r * 1.7}z" fill="${fill}" stroke="${ring}" stroke-width="${r / 5}"/>` +
  `<circle cx="${x}" cy="${y - r * 0.1}" r="${r * 0.35}" fill="${ring}"/></g>`;

const label = (x: number, y: number, size: number, fill: string, text?: string) =>
  text
    ? `<text x="${x}" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${size}" text-anchor="middle" fill="${fill}">${esc(text)}</text>`
    : '';

const SHIRT = 'M130 60 L170 50 Q200 75 230 50 L270 60 L345 115 L315 170 L280 150 L280 345 L120 345 L120 150 L85 170 L55 115 Z';

function shirt(a: ArtSpec, sleeve = 'M55 115 L85 170 L120 150 L120 135 Z M345 115 L315 170 L280 150 L280 135 Z'): string {
  const front = a.back
    ? label(200, 135, 22, a.secondary, a.caption?.toUpperCase()) + label(200, 250, 110, a.secondary, a.text)
    : crest(160, 120, 18, a.secondary, a.primary) +
      `<rect x="215" y="110" width="40" height="12" rx="3" fill="${a.secondary}"/>` +
      label(200, 260, 34, a.secondary, a.text);
  return (
    `<path d="${SHIRT}" fill="${a.primary}" stroke="${a.secondary}" stroke-width="4"/>` +
    `<path d="${sleeve}" fill="${a.secondary}" opacity="0.85"/>` +
    `<path d="M170 50 Q200 ${a.back ? 62 : 85} 230 50" fill="none" stroke="${a.secondary}" stroke-width="8"/>` +
    front
  );
}

const shapes: Record<ArtKind, (a: ArtSpec) => string> = {
  shirt: (a) => shirt(a),
  jacket: (a) =>
    shirt(a, 'M55 115 L85 170 L120 150 L120 60 Z M345 115 L315 170 L280 150 L280 60 Z') +
    `<line x1="200" y1="70" x2="200" y2="345" stroke="${a.secondary}" stroke-width="6"/>`,
  hoodie: (a) =>
    shirt(a) +
    `<path d="M150 55 Q200 0 250 55 Q200 95 150 55Z" fill="${a.primary}" stroke="${a.secondary}" stroke-width="4"/>` +
    `<rect x="150" y="265" width="100" height="50" rx="10" fill="none" stroke="${a.secondary}" stroke-width="4"/>`,
  shorts: (a) =>
    `<path d="M100 90 H300 L330 320 H220 L200 200 L180 320 H70 Z" fill="${a.primary}" stroke="${a.secondary}" stroke-width="4"/>` +
    `<rect x="100" y="90" width="200" height="22" fill="${a.secondary}"/>` +
    label(280, 300, 28, a.secondary, a.text),
  pants: (a) =>
    `<path d="M130 50 H270 L290 360 H215 L200 150 L185 360 H110 Z" fill="${a.primary}" stroke="${a.secondary}" stroke-width="4"/>` +
    `<path d="M130 50 L110 360 M270 50 L290 360" stroke="${a.secondary}" stroke-width="10"/>`,
  socks: (a) =>
    [120, 220]
      .map(
        (x) =>
          `<path d="M${x} 40 h60 v220 q0 40 40 50 v50 h-90 q-10-60-10-100z" fill="${a.primary}" stroke="${a.secondary}" stroke-width="4"/>` +
          `<rect x="${x}" y="40" width="60" height="40" fill="${a.secondary}"/>`,
      )
      .join(''),
  scarf: (a) =>
    `<g transform="rotate(-25 200 200)">${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${40 + i * 46}" y="160" width="46" height="80" fill="${i % 2 ? a.secondary : a.primary}"/>`).join('')}` +
    `<path d="M40 240 v30 M55 240 v30 M70 240 v30 M345 240 v30 M360 240 v30" stroke="${a.primary}" stroke-width="6"/>` +
    label(200, 215, 30, '#ffffff', a.text) +
    '</g>',
  beanie: (a) =>
    `<path d="M90 280 Q90 100 200 100 Q310 100 310 280 Z" fill="${a.primary}"/><rect x="80" y="260" width="240" height="60" rx="12" fill="${a.secondary}"/>` +
    `<circle cx="200" cy="90" r="30" fill="${a.secondary}"/>` +
    crest(200, 200, 22, a.secondary, a.primary),
  cap: (a) =>
    `<path d="M90 240 Q90 110 200 110 Q310 110 310 240 Z" fill="${a.primary}"/><path d="M90 240 Q200 210 360 260 Q250 290 90 250Z" fill="${a.secondary}"/>` +
    crest(200, 175, 24, a.secondary, a.primary),
  mug: (a) =>
    `<rect x="100" y="100" width="170" height="220" rx="14" fill="${a.primary}"/><path d="M270 150 h30 q40 0 40 50 t-40 50 h-30" fill="none" stroke="${a.primary}" stroke-width="18"/>` +
    crest(185, 190, 34, a.secondary, a.primary) +
    label(185, 290, 26, a.secondary, a.text),
  bottle: (a) =>
    `<rect x="165" y="40" width="70" height="40" rx="8" fill="${a.secondary}"/><rect x="140" y="80" width="120" height="280" rx="30" fill="${a.primary}"/>` +
    crest(200, 200, 26, a.secondary, a.primary),
  ball: (a) =>
    `<circle cx="200" cy="200" r="150" fill="#ffffff" stroke="${a.primary}" stroke-width="6"/>` +
    `<path d="M200 140 l57 41 -22 67 h-70 l-22-67z" fill="${a.primary}"/>` +
    [0, 72, 144, 216, 288]
      .map((r) => `<path d="M200 70 l30 22 -12 35 h-36 l-12-35z" fill="${a.secondary}" transform="rotate(${r} 200 200)"/>`)
      .join(''),
  bag: (a) =>
    `<path d="M150 110 q0-60 50-60 q50 0 50 60" fill="none" stroke="${a.secondary}" stroke-width="14"/><rect x="100" y="100" width="200" height="250" rx="40" fill="${a.primary}"/>` +
    `<rect x="130" y="240" width="140" height="80" rx="14" fill="${a.secondary}"/>` +
    crest(200, 170, 26, a.secondary, a.primary),
  gloves: (a) =>
    [130, 270]
      .map(
        (x) =>
          `<path d="M${x - 55} 330 v-150 q0-20 15-20 v-60 q0-15 14-15 q14 0 14 15 v-10 q0-15 14-15 q14 0 14 15 v10 q0-15 14-15 q14 0 14 15 v80 q18-20 30-5 l-25 60 v75z" fill="${a.primary}" stroke="${a.secondary}" stroke-width="4"/>` +
          `<rect x="${x - 55}" y="290" width="110" height="40" fill="${a.secondary}"/>`,
      )
      .join(''),
  card: (a) =>
    `<rect x="50" y="110" width="300" height="190" rx="18" fill="${a.primary}"/><rect x="50" y="150" width="300" height="30" fill="${a.secondary}"/>` +
    crest(100, 245, 24, a.secondary, a.primary) +
    label(255, 265, 48, '#ffffff', a.text),
  poster: (a) =>
    `<rect x="90" y="40" width="220" height="320" fill="#f7f3ea" stroke="${a.secondary}" stroke-width="10"/>` +
    `<path d="M110 300 Q200 160 290 300Z" fill="${a.primary}"/><rect x="110" y="300" width="180" height="40" fill="#3a7d44"/>` +
    label(200, 120, 40, a.primary, a.text),
  keyring: (a) =>
    `<circle cx="200" cy="90" r="45" fill="none" stroke="#9aa0a6" stroke-width="12"/><line x1="200" y1="135" x2="200" y2="170" stroke="#9aa0a6" stroke-width="10"/>` +
    crest(200, 240, 70, a.primary, a.secondary),
  pin: (a) => `<circle cx="200" cy="200" r="120" fill="${a.secondary}"/>` + crest(200, 190, 70, a.primary, a.secondary),
  flag: (a) =>
    `<rect x="70" y="40" width="12" height="330" fill="#6b6b6b"/><rect x="82" y="60" width="250" height="170" fill="${a.primary}"/>` +
    `<rect x="82" y="125" width="250" height="40" fill="${a.secondary}"/>` +
    crest(207, 145, 32, a.secondary, a.primary),
  plush: (a) =>
    `<circle cx="200" cy="170" r="95" fill="${a.secondary}"/><circle cx="200" cy="185" r="65" fill="#f2c98a"/>` +
    `<circle cx="175" cy="170" r="8" fill="#222"/><circle cx="225" cy="170" r="8" fill="#222"/><path d="M185 205 q15 15 30 0" stroke="#222" stroke-width="5" fill="none"/>` +
    `<rect x="140" y="250" width="120" height="110" rx="40" fill="${a.primary}"/>` +
    label(200, 330, 40, a.secondary, a.text),
  lanyard: (a) =>
    `<path d="M120 40 L190 300 M280 40 L210 300" stroke="${a.primary}" stroke-width="26"/><rect x="160" y="290" width="80" height="90" rx="8" fill="${a.secondary}"/>` +
    crest(200, 330, 18, a.primary, a.secondary),
  gift: (a) =>
    `<rect x="90" y="170" width="220" height="180" fill="${a.primary}"/><rect x="75" y="130" width="250" height="50" fill="${a.primary}" stroke="${a.secondary}" stroke-width="4"/>` +
    `<rect x="185" y="130" width="30" height="220" fill="${a.secondary}"/><path d="M200 130 q-70-70-80-10 q10 20 80 10 q70 10 80-10 q-10-60-80 10" fill="${a.secondary}"/>`,
};

/** A complete SVG document for one picture. */
export function artSvg(spec: ArtSpec, size = 800): string {
  const body = shapes[spec.kind](spec);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="#f4f1ec"/><circle cx="200" cy="210" r="175" fill="#ebe6dd"/>${body}</svg>`
  );
}
