/** Sent by app/[locale]/error.tsx with its 500; server/error-page.ts then keeps that page. */
export const ERROR_PAGE_HEADER = 'x-talat-error-page';
