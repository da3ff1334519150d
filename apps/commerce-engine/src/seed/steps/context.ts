import { INestApplicationContext } from '@nestjs/common';
import { ChannelService, LanguageCode, RequestContext, RequestContextService } from '@vendure/core';
import { Tr } from '@talat/demo-catalogue';

/** An admin context in the default channel (re-read, so it sees the latest channel settings). */
export async function adminContext(app: INestApplicationContext): Promise<RequestContext> {
  const channel = await app.get(ChannelService).getDefaultChannel();
  return app.get(RequestContextService).create({
    apiType: 'admin',
    languageCode: LanguageCode.en,
    channelOrToken: channel,
  });
}

/** Vendure translation inputs from a two-language text and more per-language fields. */
export function translations<T extends object>(
  name: Tr,
  extra: (lang: 'en' | 'th') => T = () => ({}) as T,
): Array<{ languageCode: LanguageCode; name: string } & T> {
  return (['en', 'th'] as const).map((lang) => ({
    languageCode: lang === 'en' ? LanguageCode.en : LanguageCode.th,
    name: name[lang],
    ...extra(lang),
  }));
}
