import 'server-only';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import type { WishlistLabels } from './wishlist-labels';

/** The wishlist's words in the page's language: the heart, the sidebar and a line's actions (built once per request). */
export const getWishlistLabels = cache(async (): Promise<WishlistLabels> => {
  const [t, tp] = await Promise.all([getTranslations('wishlist'), getTranslations('product')]);
  const raw = (key: Parameters<typeof t.raw>[0]) => t.raw(key) as string;
  return {
    button: {
      add: raw('add'),
      remove: raw('remove'),
      added: raw('added'),
      removed: raw('removed'),
      full: t('full'),
      failed: t('failed'),
      short: t('short'),
    },
    sidebar: {
      open: t('open'),
      title: t('title'),
      close: t('close'),
      loading: t('loading'),
      loadError: t('loadError'),
      empty: t('empty'),
      list: t('list'),
      viewAll: t('viewAll'),
      guestNote: t('guestNote'),
      signIn: t('signIn'),
      line: {
        moveToCart: t('moveToCart'),
        moved: raw('moved'),
        choose: t('choose'),
        remove: t('removeShort'),
        removed: raw('removed'),
        failed: t('failed'),
        cartFailed: tp('addFailed'),
      },
    },
  };
});
