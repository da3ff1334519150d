import { describe, expect, it } from 'vitest';
import { operationNameOf } from './queries/document';
import { PRODUCT_COLLECTIONS_QUERY } from './queries/product';
import { PRODUCT_REVIEWS_QUERY, SUBMIT_PRODUCT_REVIEW_MUTATION } from './queries/reviews';
import { CATALOGUE_SEARCH_QUERY, PRODUCT_TILES_QUERY, SEARCH_SUGGESTIONS_QUERY } from './queries/search';
import { readOperationName } from './read-operation-name';

describe('operationNameOf', () => {
  it('reads the name of a query document', () => {
    expect(operationNameOf(CATALOGUE_SEARCH_QUERY)).toBe('CatalogueSearch');
    expect(operationNameOf(PRODUCT_TILES_QUERY)).toBe('ProductTiles');
    expect(operationNameOf(SEARCH_SUGGESTIONS_QUERY)).toBe('SearchSuggestions');
    expect(operationNameOf(PRODUCT_COLLECTIONS_QUERY)).toBe('ProductCollections');
    expect(operationNameOf(PRODUCT_REVIEWS_QUERY)).toBe('ProductReviews');
    expect(operationNameOf('{ product { id } }')).toBeUndefined();
  });

  it('reads the name of a mutation document', () => {
    expect(operationNameOf(SUBMIT_PRODUCT_REVIEW_MUTATION)).toBe('SubmitProductReview');
  });
});

describe('readOperationName', () => {
  it('reads the operation name from a request body', () => {
    expect(readOperationName({ body: JSON.stringify({ operationName: 'Product', query: '' }) })).toBe('Product');
  });

  it('reads the operation name from the URL of a GET', () => {
    expect(readOperationName({}, 'http://engine/shop-api?query=%7B%7D&operationName=Currencies')).toBe('Currencies');
    expect(readOperationName({}, 'not a url')).toBeNull();
  });

  it('returns null for other bodies', () => {
    expect(readOperationName(undefined)).toBeNull();
    expect(readOperationName({ body: 'not json' })).toBeNull();
    expect(readOperationName({ body: JSON.stringify({ query: '' }) })).toBeNull();
  });
});
