/**
 * Sent by app/[locale]/error.tsx with its 500: a page the shop rendered itself (its error
 * boundary, in the empty layout), which server/error-page.ts lets through and takes off. It
 * imports nothing, so both the server and the Next.js bundle can.
 */
export const ERROR_PAGE_HEADER = 'x-talat-error-page';
