import { Controller, Get, Head, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ReadinessService } from './readiness.service';

/** `GET /ready`: 200 `{"status":"ready","checks":{...}}` when every dependency answers, else 503. */
@Controller('ready')
export class ReadyController {
  constructor(private readonly readiness: ReadinessService) {}

  @Get()
  async get(@Res() res: Response): Promise<void> {
    const report = await this.readiness.health.ready();
    res
      .status(report.status === 'ready' ? 200 : 503)
      .set('cache-control', 'no-store')
      .json(report);
  }

  @Head()
  async head(@Res() res: Response): Promise<void> {
    const report = await this.readiness.health.ready();
    res
      .status(report.status === 'ready' ? 200 : 503)
      .set('cache-control', 'no-store')
      .end();
  }
}
