import localFont from 'next/font/local';

// Noto Sans Thai, self-hosted from @fontsource-variable/noto-sans-thai (no network fonts), for
// Thai text only: its unicode-range keeps it off Latin text, which every device renders with its
// own system font. The baht sign (U+0E3F) is left to the system font too: it sits beside Latin
// digits in prices, and English pages show it in promotions, which would otherwise fetch the
// Thai face for one symbol. So English pages download no font at all (the language picker's
// Thai name is hidden until opened), and no page re-lays out its Latin text when a web font
// arrives (docs/decisions/0010).
export const thaiFont = localFont({
  src: '../../../../node_modules/@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  // No metric-adjusted Arial fallback face: it would cover Latin text too, which belongs to
  // the system font.
  adjustFontFallback: false,
  variable: '--font-thai',
  declarations: [{ prop: 'unicode-range', value: 'U+02D7,U+0303,U+0331,U+0E01-0E3E,U+0E40-0E5B,U+200C-200D,U+25CC' }],
});
