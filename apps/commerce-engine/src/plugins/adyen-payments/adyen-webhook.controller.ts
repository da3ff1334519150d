import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { Allow, Permission } from '@vendure/core';
import type { Response } from 'express';
import { ADYEN_ROUTE } from './constants';
import { AdyenWebhooksService } from './adyen-webhooks.service';

/**
 * `POST /payments/adyen/webhook`: Adyen's standard webhooks (register this URL in the Customer
 * Area with HMAC signing). 200 `[accepted]` once every item is applied, 401 when any signature is
 * missing or wrong (nothing applied), 400 for a body that is no notification, 500 when applying
 * failed (Adyen retries; applied items are not applied again).
 */
@Controller(ADYEN_ROUTE)
export class AdyenWebhookController {
  constructor(private readonly webhooks: AdyenWebhooksService) {}

  @Post('webhook')
  @HttpCode(200)
  @Allow(Permission.Public)
  async webhook(@Body() body: unknown, @Res() res: Response): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    const answer = await this.webhooks.receive(body);
    if (answer === 'unsigned') {
      res.status(401).type('text/plain').send('invalid signature');
      return;
    }
    if (answer === 'unreadable') {
      res.status(400).type('text/plain').send('not a notification');
      return;
    }
    res.status(200).type('text/plain').send('[accepted]');
  }
}
