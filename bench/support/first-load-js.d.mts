import type { Browser } from '@playwright/test';

export interface FirstLoadJs {
  scripts: number;
  rawKb: number;
  brotliKb: number;
  afterLoadScripts: number;
  afterLoadKb: number;
  files: { url: string; brotliKb: number }[];
}

export function measureFirstLoadJs(browser: Browser, url: string, options?: { headers?: Record<string, string> }): Promise<FirstLoadJs>;
