import { Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { EventBus, GlobalSettingsEvent, GlobalSettingsService, RequestContext } from '@vendure/core';
import type { Subscription } from 'rxjs';
import { indexRedirectRules, normalizeSource, type RedirectRule, type RedirectRuleInput } from './redirect-rules';

/** An index older than this is rebuilt even if the settings look unchanged (saves by other processes within one second). */
const INDEX_MAX_AGE_MS = 60_000;

/**
 * Looks up the saved redirect rules by path. The index is rebuilt when this process saves the
 * settings, when their `updatedAt` moves (a save by another engine process), and at the latest
 * after a minute.
 */
@Injectable()
export class UrlRedirectsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private index: { stamp: string; builtAt: number; rules: Map<string, RedirectRule> } | undefined;
  private subscription: Subscription | undefined;

  constructor(
    private readonly globalSettings: GlobalSettingsService,
    private readonly eventBus: EventBus,
  ) {}

  onApplicationBootstrap(): void {
    this.subscription = this.eventBus.ofType(GlobalSettingsEvent).subscribe(() => {
      this.index = undefined;
    });
  }

  onApplicationShutdown(): void {
    this.subscription?.unsubscribe();
  }

  async lookup(ctx: RequestContext, path: string): Promise<RedirectRule | null> {
    const source = normalizeSource(path);
    if (source === null) return null;
    const settings = await this.globalSettings.getSettings(ctx);
    const stamp = new Date(settings.updatedAt).toISOString();
    const now = Date.now();
    if (!this.index || this.index.stamp !== stamp || now - this.index.builtAt > INDEX_MAX_AGE_MS) {
      const rules = (settings.customFields as { urlRedirects?: RedirectRuleInput[] | null }).urlRedirects;
      this.index = { stamp, builtAt: now, rules: indexRedirectRules(rules) };
    }
    return this.index.rules.get(source) ?? null;
  }
}
