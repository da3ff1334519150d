import { INestApplicationContext } from '@nestjs/common';
import { orderPercentageDiscount, PromotionService, RequestContext } from '@vendure/core';
import { PROMOTIONS, PromotionDef } from '@talat/demo-catalogue';
import { translations } from './context';

/** Coupon promotions (percentage off the order); returns how many were created. */
export async function seedPromotions(
  app: INestApplicationContext,
  ctx: RequestContext,
  promotions: PromotionDef[] = PROMOTIONS,
): Promise<number> {
  const service = app.get(PromotionService);
  for (const p of promotions) {
    const result = await service.createPromotion(ctx, {
      enabled: true,
      couponCode: p.couponCode,
      endsAt: p.endsAt ? new Date(p.endsAt) : undefined,
      conditions: [],
      actions: [{ code: orderPercentageDiscount.code, arguments: [{ name: 'discount', value: String(p.percentOff) }] }],
      translations: translations(p.name, (lang) => ({ description: p.description[lang] })),
    });
    if ('errorCode' in result) throw new Error(`promotion ${p.couponCode}: ${result.message}`);
  }
  return promotions.length;
}
