import { describe, expect, it, vi } from 'vitest';
import en from '@messages/en.json';
import th from '@messages/th.json';
import { pickWords } from '@/i18n/pick-words';
import { acceptedCategories, consentConfig, LIBRARY_STORAGE_KEY } from './consent-config';
import { DIALOG_WORDS } from './consent-words';

const root = {} as Element;

describe('consentConfig', () => {
  it('offers necessary (always on), analytics and marketing (off until chosen), refusing beside accepting with the same weight', () => {
    const config = consentConfig(pickWords(en.consent, DIALOG_WORDS), 'en', root, vi.fn());
    expect(config.categories).toMatchObject({ necessary: { enabled: true, readOnly: true }, analytics: {}, marketing: {} });
    expect(config.categories!.analytics!.enabled).toBeUndefined();
    expect(config.categories!.marketing!.enabled).toBeUndefined();
    expect(config.guiOptions!.consentModal).toMatchObject({ equalWeightButtons: true, flipButtons: false });
    expect(config.guiOptions!.preferencesModal).toMatchObject({ equalWeightButtons: true });
    // The shop decides when it shows, to browser tests too, and its record is not a cookie of its own.
    expect(config).toMatchObject({ autoShow: false, hideFromBots: false, root });
    expect(config.cookie).toEqual({ name: LIBRARY_STORAGE_KEY, useLocalStorage: true, expiresAfterDays: 365 });
  });

  it('speaks the page language with the catalogue words', () => {
    const config = consentConfig(pickWords(th.consent, DIALOG_WORDS), 'th', root, vi.fn());
    const words = config.language.translations.th as Exclude<(typeof config.language.translations)[string], string | (() => unknown)>;
    expect(config.language.default).toBe('th');
    expect(words.consentModal).toMatchObject({
      acceptAllBtn: 'ยอมรับทั้งหมด',
      acceptNecessaryBtn: 'ปฏิเสธทั้งหมด',
      showPreferencesBtn: 'เลือกเอง',
    });
    expect(words.preferencesModal.sections.map((s) => s.linkedCategory)).toEqual([undefined, 'necessary', 'analytics', 'marketing']);
  });

  it('calls back with every new or changed choice', () => {
    const onChoice = vi.fn();
    const config = consentConfig(pickWords(en.consent, DIALOG_WORDS), 'en', root, onChoice);
    expect(config.onFirstConsent).toBe(onChoice);
    expect(config.onChange).toBe(onChoice);
  });
});

describe('acceptedCategories', () => {
  it('always has the necessary category, and each optional one the choice allows', () => {
    expect(acceptedCategories({ analytics: false, marketing: false })).toEqual(['necessary']);
    expect(acceptedCategories({ analytics: true, marketing: false })).toEqual(['necessary', 'analytics']);
    expect(acceptedCategories({ analytics: true, marketing: true })).toEqual(['necessary', 'analytics', 'marketing']);
  });
});
