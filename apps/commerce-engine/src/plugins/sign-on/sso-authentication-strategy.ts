import type { DocumentNode } from 'graphql';
import gql from 'graphql-tag';
import type { JWTVerifyGetKey } from 'jose';
import { AuthenticationStrategy, Injector, Logger, RequestContext, TransactionalConnection, User } from '@vendure/core';
import { loggerCtx, SSO_STRATEGY_NAME } from './constants';
import { releaseGuestCart } from './guest-cart';
import { IdTokenVerifier, isKeyProblem, remoteKeys } from './id-token-verifier';
import { SignOnAccountService } from './sign-on-account.service';
import { ResolvedSignOnOptions, SsoAuthData } from './types';

/**
 * Shop API sign-on with the provider's ID token: `authenticate(input: { sso: { idToken } })`.
 * A token that fails any check answers `false` (InvalidCredentialsError, no session); the reason
 * is logged at verbose level, never the token.
 */
export class SsoAuthenticationStrategy implements AuthenticationStrategy<SsoAuthData> {
  readonly name = SSO_STRATEGY_NAME;
  private verifier: IdTokenVerifier;
  private accounts: SignOnAccountService;
  private connection: TransactionalConnection;

  /** `keys` replaces the provider's remote key set (unit tests). */
  constructor(
    private readonly options: ResolvedSignOnOptions,
    private readonly keys?: JWTVerifyGetKey,
  ) {}

  init(injector: Injector): void {
    this.accounts = injector.get(SignOnAccountService);
    this.connection = injector.get(TransactionalConnection);
    this.verifier = new IdTokenVerifier({
      issuer: this.options.issuer,
      clientId: this.options.clientId,
      keys: this.keys ?? remoteKeys(this.options.jwksUrl),
      clockToleranceSeconds: this.options.clockToleranceSeconds,
    });
  }

  defineInputType(): DocumentNode {
    return gql`
      input SsoAuthInput {
        "The ID token the sign-on provider issued to this shop's client"
        idToken: String!
      }
    `;
  }

  async authenticate(ctx: RequestContext, data: SsoAuthData): Promise<User | false> {
    const checked = await this.verifier.verify(data?.idToken);
    if (!checked.ok) {
      if (isKeyProblem(checked.reason)) Logger.warn(`Sign-on refused: the provider's keys: ${checked.reason}`, loggerCtx);
      else Logger.verbose(`Sign-on refused: ${checked.reason}`, loggerCtx);
      return false;
    }
    const account = await this.accounts.accountFor(ctx, checked.claims);
    if (!account.ok) {
      Logger.verbose(`Sign-on refused: ${account.reason}`, loggerCtx);
      return false;
    }
    await releaseGuestCart(this.connection, ctx);
    Logger.verbose(`Signed on customer ${account.customerId} (${account.how})`, loggerCtx);
    return account.user;
  }
}
