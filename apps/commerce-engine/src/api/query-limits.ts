import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { GraphQLError, Lexer, Source, TokenKind, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * Limits on what one GraphQL document may ask (graphql-armor's validation rules), so that no
 * request to the Shop API (or the Admin API) can make the engine walk deep relation chains,
 * repeat one field a hundred times under aliases or select half the schema at once. A refused
 * document is a validation error (HTTP 400, `GRAPHQL_VALIDATION_FAILED`), before any resolver
 * runs. The limits sit well above the storefront's own heaviest documents (query-limits.test.ts
 * measures every document of packages/commerce/src/vendure/queries).
 */
export interface QueryLimits {
  /** Nesting of fields; a fragment spread counts as a level, as graphql-armor counts it. */
  depth: number;
  /** Aliased fields in one operation. */
  aliases: number;
  /** graphql-armor's cost: objects 2, scalars 1, each level down costs 1.5 times more. */
  cost: number;
  /** Lexical tokens of the whole document. */
  tokens: number;
  directives: number;
}

/**
 * The Shop API. The storefront's heaviest documents (query-limits.test.ts): depth 8, cost 1,674
 * and 429 tokens (addItemToOrder with the whole cart), no aliases, no directives.
 */
export const SHOP_QUERY_LIMITS: QueryLimits = { depth: 12, aliases: 10, cost: 5_000, tokens: 2_000, directives: 10 };

/**
 * The Admin API: the admin UI's own documents are larger; its heaviest (`GetServerConfig`, with
 * every custom field's fragments) measures depth 14, 18 aliases and a cost of about 22,000. These
 * limits leave it room and still stop a runaway or hostile document.
 */
export const ADMIN_QUERY_LIMITS: QueryLimits = { depth: 20, aliases: 40, cost: 200_000, tokens: 20_000, directives: 60 };

/** Reports a refusal as a validation error instead of throwing from `validate()` (which Apollo would answer with a 500). */
const report = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/** Counts the document's tokens (stopping past the limit) and refuses a longer document. */
function maxTokensRule(limit: number): ValidationRule {
  return (context) => {
    const body = context.getDocument().loc?.source.body ?? '';
    const lexer = new Lexer(new Source(body));
    let count = 0;
    try {
      while (lexer.advance().kind !== TokenKind.EOF) {
        if (++count > limit) {
          context.reportError(new GraphQLError(`Syntax Error: Token limit of ${limit} exceeded.`));
          break;
        }
      }
    } catch {
      // The document parsed already; a lexing error here cannot happen.
    }
    return {};
  };
}

/** The validation rules that enforce `limits` (for `apiOptions.shopApiValidationRules` / `adminApiValidationRules`). */
export function queryLimitRules(limits: QueryLimits): ValidationRule[] {
  return [
    maxTokensRule(limits.tokens),
    maxDepthRule({ n: limits.depth, ...report }),
    maxAliasesRule({ n: limits.aliases, ...report }),
    costLimitRule({ maxCost: limits.cost, ...report }),
    maxDirectivesRule({ n: limits.directives, ...report }),
  ] as ValidationRule[];
}
