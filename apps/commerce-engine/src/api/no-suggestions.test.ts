import { describe, expect, it } from 'vitest';
import { withoutSuggestion } from './no-suggestions';

describe('withoutSuggestion', () => {
  it("drops GraphQL's hints of the schema's names, and keeps the rest", () => {
    expect(withoutSuggestion('Cannot query field "custmer" on type "Query". Did you mean "customer"?')).toBe(
      'Cannot query field "custmer" on type "Query".',
    );
    expect(withoutSuggestion('Unknown argument "optins" on field "Query.orders". Did you mean "options" or "optionz"?')).toBe(
      'Unknown argument "optins" on field "Query.orders".',
    );
    expect(withoutSuggestion('You are not currently authorized to perform this action')).toBe(
      'You are not currently authorized to perform this action',
    );
  });
});
