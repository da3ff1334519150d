import localFont from 'next/font/local';

// Noto Sans Thai, self-hosted from @fontsource-variable/noto-sans-thai (no network fonts).
// Two faces with the subsets' unicode ranges, so a browser fetches each only for text that
// needs it. Latin is preloaded (every page has Latin text: prices, codes); Thai is fetched when
// Thai text renders, so English pages never pay for it and Thai pages find it from the CSS.
export const latinFont = localFont({
  src: '../../../../node_modules/@fontsource-variable/noto-sans-thai/files/noto-sans-thai-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-latin',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

export const thaiFont = localFont({
  src: '../../../../node_modules/@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-thai',
  declarations: [{ prop: 'unicode-range', value: 'U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC' }],
});
