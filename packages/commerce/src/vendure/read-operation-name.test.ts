import { describe, expect, it } from 'vitest';
import { operationNameOf } from './queries/document';
import { SEARCH_QUERY } from './queries/search';
import { readOperationName } from './read-operation-name';

describe('operationNameOf', () => {
  it('reads the name of a query document', () => {
    expect(operationNameOf(SEARCH_QUERY)).toBe('SearchProducts');
    expect(operationNameOf('{ product { id } }')).toBeUndefined();
  });
});

describe('readOperationName', () => {
  it('reads the operation name from a request body', () => {
    expect(readOperationName({ body: JSON.stringify({ operationName: 'Product', query: '' }) })).toBe('Product');
  });

  it('returns null for other bodies', () => {
    expect(readOperationName(undefined)).toBeNull();
    expect(readOperationName({ body: 'not json' })).toBeNull();
    expect(readOperationName({ body: JSON.stringify({ query: '' }) })).toBeNull();
  });
});
