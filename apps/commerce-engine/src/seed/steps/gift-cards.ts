import { INestApplicationContext } from '@nestjs/common';
import { PaymentMethodService, RequestContext, TransactionalConnection } from '@vendure/core';
import { GIFT_CARD_CHECKER_CODE, GIFT_CARD_PAYMENT_METHOD_CODE, GiftCard, GiftCardService } from '../../plugins/gift-cards';
import { DEMO_GIFT_CARDS } from '@talat/demo-catalogue';
import { translations } from './context';

/**
 * The gift card payment method and the demo cards. Skipped (returns 0) when the gift-cards
 * plugin is not part of the configuration.
 */
export async function seedGiftCards(app: INestApplicationContext, ctx: RequestContext): Promise<number> {
  if (!app.get(TransactionalConnection).rawConnection.hasMetadata(GiftCard)) return 0;
  await app.get(PaymentMethodService).create(ctx, {
    code: GIFT_CARD_PAYMENT_METHOD_CODE,
    enabled: true,
    handler: { code: GIFT_CARD_PAYMENT_METHOD_CODE, arguments: [] },
    checker: { code: GIFT_CARD_CHECKER_CODE, arguments: [] },
    translations: translations({ en: 'Gift card', th: 'บัตรของขวัญ' }, (lang) => ({
      description: lang === 'en' ? 'Pay with the gift cards applied to your cart.' : 'ชำระด้วยบัตรของขวัญที่ใช้กับตะกร้าสินค้าของคุณ',
    })),
  });
  const service = app.get(GiftCardService);
  for (const card of DEMO_GIFT_CARDS) {
    await service.create(ctx, { code: card.code, balanceThb: card.balance.THB, balanceGbp: card.balance.GBP });
  }
  return DEMO_GIFT_CARDS.length;
}
