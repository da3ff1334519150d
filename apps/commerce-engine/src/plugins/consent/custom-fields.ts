import { CustomFieldConfig, LanguageCode } from '@vendure/core';

const label = (en: string, th: string) => [
  { languageCode: LanguageCode.en, value: en },
  { languageCode: LanguageCode.th, value: th },
];

/**
 * Customer: the shopper's last cookie choice (PDPA), as the storefront's consent banner recorded
 * it while they were signed in. Read-only (only `recordConsent` writes them, with the engine's
 * clock), shown on the customer's page in the Admin, and not in the Shop API's `Customer`.
 */
export const customerConsentFields: CustomFieldConfig[] = [
  {
    name: 'consentAt',
    type: 'datetime',
    nullable: true,
    readonly: true,
    public: false,
    label: label('Cookie choice made at', 'เวลาที่เลือกการใช้คุกกี้'),
  },
  {
    name: 'consentNoticeVersion',
    type: 'int',
    nullable: true,
    readonly: true,
    public: false,
    label: label('Cookie notice version', 'ฉบับของประกาศคุกกี้'),
  },
  {
    name: 'consentAnalytics',
    type: 'boolean',
    nullable: true,
    readonly: true,
    public: false,
    label: label('Analytics cookies allowed', 'อนุญาตคุกกี้วิเคราะห์'),
  },
  {
    name: 'consentMarketing',
    type: 'boolean',
    nullable: true,
    readonly: true,
    public: false,
    label: label('Marketing cookies allowed', 'อนุญาตคุกกี้การตลาด'),
  },
];

declare module '@vendure/core/dist/entity/custom-entity-fields' {
  interface CustomCustomerFields {
    consentAt?: Date | null;
    consentNoticeVersion?: number | null;
    consentAnalytics?: boolean | null;
    consentMarketing?: boolean | null;
  }
}
