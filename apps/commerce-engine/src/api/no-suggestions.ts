import type { ApolloServerPlugin } from '@apollo/server';

/** GraphQL's hint after an unknown field, argument or type: `Did you mean "customer"?`. */
const SUGGESTION = /\s*Did you mean [^?]*\?\s*$/;

/** A validation message without the names GraphQL suggests from the schema. */
export function withoutSuggestion(message: string): string {
  return message.replace(SUGGESTION, '');
}

/**
 * With introspection off (production), GraphQL still names the schema's fields in its hints
 * ("Cannot query field "custmer" on type "Query". Did you mean "customer"?"), so a stranger could
 * read the schema a typo at a time. This plugin drops the hints from every answer's errors.
 */
export const noSuggestionsPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const errors = response.body.singleResult.errors;
        if (!errors) return;
        response.body.singleResult.errors = errors.map((e) => ({ ...e, message: withoutSuggestion(e.message) }));
      },
    };
  },
};
