import localFont from 'next/font/local';

// Noto Sans Thai, self-hosted from @fontsource-variable/noto-sans-thai (no network fonts).
// Two families so each subset only loads for its script: Latin first, Thai for Thai glyphs.
export const latinFont = localFont({
  src: '../../../../node_modules/@fontsource-variable/noto-sans-thai/files/noto-sans-thai-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-latin',
});

export const thaiFont = localFont({
  src: '../../../../node_modules/@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-thai',
});
