import type { Category } from '@talat/commerce/types';
import { getTranslations } from 'next-intl/server';
import { loadMessages } from '@/i18n/messages';
import { pickWords } from '@/i18n/pick-words';
import { cookies } from 'next/headers';
import { cartQuantity } from '../../lib/cart/cart-cookie';
import { storeConfigOrNull } from '../../lib/commerce/catalog.server';
import { storeLogoOf } from './store-logo.server';
import { getConnector } from '../../lib/commerce/connector.server';
import { getShopContext } from '../../lib/commerce/shop-context.server';
import { getOptionalStory } from '../../lib/content/content.server';
import { COOKIE } from '../../lib/cookies/names';
import { globalLinksOf } from '../../lib/content/global-story';
import { blokSchema } from '../../lib/content/story-schema';
import { CURRENCIES, LOCALE_ENTRIES, LOCALES, localePath, type Locale } from '../../lib/locale/locales';
import { Bloks } from '../bloks/bloks';
import { AccountMenu } from '../header/account-menu';
import { AUTHENTICATED } from '../../lib/sign-on/sign-on-cookies';
import { CartLink } from '../header/cart-link';
import { CurrencyPicker } from '../header/currency-picker';
import { LocalePicker } from '../header/locale-picker';
import { MegaMenu } from '../header/mega-menu';
import { GlobalLinks } from '../header/global-links';
import { menuItems } from '../header/menu-items';
import { MobileMenu } from '../header/mobile-menu';
import { SearchBox } from '../header/search-box';
import { WishlistLink } from '../header/wishlist-link';
import { ACCOUNT_PATHS } from '../../lib/account/account-paths';
import { publishListingRules } from '../../lib/routing/listing-rules';
import { Logo } from './logo';

async function loadCategories(locale: Locale): Promise<Category[]> {
  try {
    return await getConnector().getCategories(await getShopContext(locale));
  } catch (error) {
    // The header still renders (logo, search, pickers) when the engine is down.
    console.error('Failed to load the category menu', error);
    return [];
  }
}

/** Promo bar (from the global story), logo, search, pickers, cart link and the category menus. */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const ctx = await getShopContext(locale);
  const jar = await cookies();
  const [categories, global, t, tLang, tCurrency, messages, tWishlist, config] = await Promise.all([
    loadCategories(locale),
    getOptionalStory('global', locale),
    getTranslations('header'),
    getTranslations('languages'),
    getTranslations('currencies'),
    loadMessages(locale),
    getTranslations('wishlist'),
    storeConfigOrNull(locale, ctx.currency),
  ]);
  // The proxy and the server normalise listing queries by these rules (docs/decisions/0036).
  if (config) publishListingRules(locale, config);
  const storeLogo = storeLogoOf(config, t);
  const items = menuItems(categories, locale, config, { allIn: (name) => t('allIn', { name }), shopByPlayer: t('shopByPlayer') });
  const globalLinks = globalLinksOf(global?.content);
  const cartCount = cartQuantity(jar.get(COOKIE.cart)?.value);
  const promo = blokSchema.array().safeParse(global?.content.header);
  // Header settings of the store config: the currency picker only where the shop has a choice.
  const currencies = config ? CURRENCIES.filter((code) => config.available_currency_codes.includes(code)) : CURRENCIES;
  const showCurrencies = (config?.header.currency_switcher ?? true) && currencies.length > 1;

  return (
    <header className={config?.header.sticky ? 'page-header page-header--sticky' : 'page-header'}>
      <Bloks bloks={promo.success ? promo.data : null} locale={locale} />
      <div className="site-header">
        <div className="site-header__bar">
          <MobileMenu openLabel={t('openMenu')} closeLabel={t('closeMenu')} navLabel={t('mobileNav')} items={items} />
          <Logo locale={locale} label={storeLogo.label} logo={storeLogo.logo} />
          <div className="header-tools">
            {globalLinks.length > 0 ? (
              <GlobalLinks locale={locale} links={globalLinks} label={t('globalLinks')} listLabel={t('globalLinksList')} />
            ) : null}
            <LocalePicker
              locale={locale}
              label={t('languageLabel', { language: tLang(locale) })}
              listLabel={t('languageList')}
              options={LOCALES.map((code) => ({ code, name: tLang(code), language: LOCALE_ENTRIES[code].language }))}
            />
            {showCurrencies ? (
              <CurrencyPicker
                current={ctx.currency}
                label={t('currencyLabel', { currency: ctx.currency })}
                listLabel={t('currencyList')}
                options={currencies.map((code) => ({ code, name: tCurrency(code) }))}
              />
            ) : null}
            <AccountMenu
              locale={locale}
              signedIn={jar.get(COOKIE.customer)?.value === AUTHENTICATED}
              labels={{
                ...pickWords(messages.account, ['signIn', 'accountMenu', 'accountMenuLabel', 'myAccount', 'signOut', 'signedInAs']),
                errors: pickWords(messages.account.errors, ['unavailable', 'signOutFailed']),
              }}
            />
            {config?.wishlist_enabled ? <WishlistLink href={localePath(locale, ACCOUNT_PATHS.wishlist)} label={tWishlist('open')} /> : null}
            <CartLink locale={locale} count={cartCount} labels={pickWords(messages.header, ['cart'])} />
          </div>
          <SearchBox locale={locale} />
        </div>
        <MegaMenu label={t('mainNav')} items={items} />
      </div>
    </header>
  );
}
