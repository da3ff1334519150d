import { Body, Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';
import type { Request, Response } from 'express';
import { CardInput, validateCard } from './card-validation';
import { renderChallengeError, renderChallengePage } from './challenge-page';
import { TEST_CARD_ROUTE } from './constants';
import { Lang, langOf } from './messages';
import { challengeRedirect, safeReturnUrl } from './return-url';
import { TestCardService } from './test-card.service';

const BAD_RETURN_URL = {
  en: 'The return address is missing or is not on the shop.',
  th: 'ไม่มีที่อยู่สำหรับกลับไปยังร้านค้า หรือที่อยู่นั้นไม่ได้อยู่ในร้านค้า',
};
const NOT_PENDING = {
  en: 'This card payment was not found or is not waiting for authentication.',
  th: 'ไม่พบการชำระเงินด้วยบัตรนี้ หรือไม่ได้รอการยืนยันตัวตน',
};

/**
 * REST side of the test card provider. The card number only passes through `POST tokens`
 * (validated, reduced to brand and last four digits, never stored or logged).
 */
@Controller(TEST_CARD_ROUTE)
export class TestCardController {
  constructor(private readonly service: TestCardService) {}

  /** `POST /payments/test-card/tokens` {number, expiry, cvc, name} -> 201 {token, ...} | 422 {errors}. */
  @Post('tokens')
  @Allow(Permission.Public)
  tokens(@Body() body: unknown, @Res() res: Response): void {
    res.setHeader('Cache-Control', 'no-store');
    const input: CardInput = body && typeof body === 'object' ? (body as CardInput) : {};
    const result = validateCard(input);
    if ('errors' in result) {
      res.status(422).json({ errors: result.errors });
      return;
    }
    const { card } = result;
    const { token, expiresAt } = this.service.tokenise(card);
    res.status(201).json({
      token,
      expiresAt,
      brand: card.brand,
      last4: card.last4,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
    });
  }

  /** `GET /payments/test-card/challenge/:paymentId?returnUrl=...&lang=th|en`: the challenge page. */
  @Get('challenge/:paymentId')
  @Allow(Permission.Public)
  async challengePage(
    @Ctx() ctx: RequestContext,
    @Param('paymentId') paymentId: string,
    @Query('returnUrl') returnUrl: unknown,
    @Query('lang') lang: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const language = pageLang(lang, req);
    this.pageHeaders(res);
    const url = safeReturnUrl(returnUrl, this.service.options.storefrontUrl);
    if (!url) {
      res.status(400).send(renderChallengeError(language, BAD_RETURN_URL));
      return;
    }
    const payment = await this.service.findPendingChallenge(ctx, paymentId);
    if (!payment) {
      res.status(404).send(renderChallengeError(language, NOT_PENDING));
      return;
    }
    const meta = payment.metadata as { requestedAmount?: number; brand?: string; last4?: string };
    res.status(200).send(
      renderChallengePage({
        lang: language,
        paymentId: this.service.publicId(payment.id),
        returnUrl: url.href,
        amount: formatAmount(meta.requestedAmount ?? 0, payment.order.currencyCode, language),
        card: `${meta.brand ?? 'card'} •••• ${meta.last4 ?? ''}`,
        path: `/${TEST_CARD_ROUTE}/challenge/${encodeURIComponent(this.service.publicId(payment.id))}`,
      }),
    );
  }

  /**
   * `POST /payments/test-card/challenge/:paymentId` (form: result=complete|fail, returnUrl, lang):
   * 303 to `returnUrl?resultCode=Authorised|Refused&paymentId=...&ref=...`.
   */
  @Post('challenge/:paymentId')
  @Allow(Permission.Public)
  async challengeDecision(
    @Ctx() ctx: RequestContext,
    @Param('paymentId') paymentId: string,
    @Body() body: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const form = (body && typeof body === 'object' ? body : {}) as { result?: unknown; returnUrl?: unknown; lang?: unknown };
    const language = pageLang(form.lang, req);
    this.pageHeaders(res);
    const url = safeReturnUrl(form.returnUrl, this.service.options.storefrontUrl);
    if (!url || (form.result !== 'complete' && form.result !== 'fail')) {
      res.status(400).send(renderChallengeError(language, BAD_RETURN_URL));
      return;
    }
    const payment = await this.service.findPendingChallenge(ctx, paymentId);
    if (!payment) {
      res.status(404).send(renderChallengeError(language, NOT_PENDING));
      return;
    }
    const resultCode = form.result === 'complete' ? 'Authorised' : 'Refused';
    const ref = this.service.challengeRef(payment.id, resultCode);
    res.redirect(303, challengeRedirect(url, { resultCode, paymentId: this.service.publicId(payment.id), ref }));
  }

  private pageHeaders(res: Response): void {
    const shop = new URL(this.service.options.storefrontUrl).origin;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${shop}; frame-ancestors 'self' ${shop}; base-uri 'none'`,
    );
  }
}

function pageLang(lang: unknown, req: Request): Lang {
  if (lang === 'th' || lang === 'en') return lang;
  return langOf(req.headers['accept-language']);
}

function formatAmount(minor: number, currencyCode: string, lang: Lang): string {
  try {
    return new Intl.NumberFormat(lang === 'th' ? 'th-TH' : 'en-GB', { style: 'currency', currency: currencyCode }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currencyCode}`;
  }
}
