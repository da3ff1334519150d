import { expect, type Page } from '@playwright/test';

/**
 * Resolves once the page's scripts have run: the shop marks `<html data-hydrated>` when its root
 * has hydrated (components/app/app-shell.tsx). The signal a test needs before it uses a control
 * that works only with scripts, instead of waiting for the network to go quiet.
 */
export async function waitForScripts(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}
