/** The highest notice version the engine takes (the storefront counts from 1). */
export const CONSENT_NOTICE_VERSION_MAX = 1000;
