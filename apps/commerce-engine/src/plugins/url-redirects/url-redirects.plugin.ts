import gql from 'graphql-tag';
import { LanguageCode, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { checkRedirectRules, REDIRECT_STATUSES, type RedirectRuleInput } from './redirect-rules';
import { UrlRedirectsShopResolver } from './url-redirects.resolver';
import { UrlRedirectsService } from './url-redirects.service';

const shopApiExtensions = gql`
  "A redirect rule a shop manager saved: where a storefront path now lives."
  type UrlRedirect {
    "The path it answers, without the language prefix or surrounding slashes"
    source: String!
    "An internal path (starting with /, without the language) or, when external, a full URL"
    target: String!
    "301 or 302"
    status: Int!
    external: Boolean!
  }

  extend type Query {
    "The redirect rule of a storefront path (without the language prefix), or null"
    urlRedirect(path: String!): UrlRedirect
  }
`;

const label = (en: string, th: string) => [
  { languageCode: LanguageCode.en, value: en },
  { languageCode: LanguageCode.th, value: th },
];

/**
 * Per-path redirects (spec section 2): a list on Global settings that a shop manager edits in
 * the Admin (Settings > Global settings > Redirects), checked when saved (paths, addresses,
 * loops and chains refused), and the Shop API query `urlRedirect(path)` that the storefront's
 * route lookup asks with the path (docs/decisions/0026).
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  providers: [UrlRedirectsService],
  compatibility: '^3.0.0',
  shopApiExtensions: { schema: shopApiExtensions, resolvers: [UrlRedirectsShopResolver] },
  configuration: (config) => {
    config.customFields.GlobalSettings = [
      ...(config.customFields.GlobalSettings ?? []),
      {
        name: 'urlRedirects',
        type: 'struct',
        list: true,
        public: false,
        label: label('Redirects', 'การเปลี่ยนเส้นทาง'),
        description: label(
          'Storefront paths sent elsewhere. Source: a path without the language (/old-kit). Target: a shop path (/kits/home-kit) or, if external, a full address.',
          'พาธของหน้าร้านที่ส่งต่อไปที่อื่น ต้นทาง: พาธโดยไม่มีภาษา (/old-kit) ปลายทาง: พาธของร้าน (/kits/home-kit) หรือที่อยู่เต็มถ้าเป็นภายนอก',
        ),
        fields: [
          { name: 'source', type: 'string', label: label('Source path', 'พาธต้นทาง') },
          { name: 'target', type: 'string', label: label('Target', 'ปลายทาง') },
          {
            name: 'status',
            type: 'string',
            options: REDIRECT_STATUSES.map((value) => ({
              value,
              label: value === '301' ? label('301: moved for good', '301: ย้ายถาวร') : label('302: moved for now', '302: ย้ายชั่วคราว'),
            })),
            label: label('Status', 'สถานะ'),
          },
          { name: 'external', type: 'boolean', label: label('External (another site)', 'ภายนอก (เว็บไซต์อื่น)') },
        ],
        validate: (value: unknown) => checkRedirectRules(value as RedirectRuleInput[] | null),
      },
    ];
    return config;
  },
})
export class UrlRedirectsPlugin {
  static init(): typeof UrlRedirectsPlugin {
    return UrlRedirectsPlugin;
  }
}
