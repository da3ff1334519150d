import { describe, expect, it } from 'vitest';
import { REVIEW_LIMITS } from '@talat/sdk/contract';
import { fieldOfServerError, firstErrorField, hasMarkup, reviewInput, validateReview, type ReviewFormValues } from './review-form';

const valid: ReviewFormValues = {
  nickname: 'Somchai',
  summary: 'Great shirt',
  text: 'Fits well and the colours are bright.',
  ratings: { quality: 5, fit: 4, value: 3 },
};

describe('hasMarkup', () => {
  it('finds tags but not comparisons', () => {
    expect(hasMarkup('<b>bold</b>')).toBe(true);
    expect(hasMarkup('<script src=x>')).toBe(true);
    expect(hasMarkup('hi </p>')).toBe(true);
    expect(hasMarkup('a < b and c > d')).toBe(false);
    expect(hasMarkup('love it <3')).toBe(false);
  });
});

describe('validateReview', () => {
  it('accepts a complete review', () => {
    expect(validateReview(valid, REVIEW_LIMITS)).toEqual({});
  });
  it('requires every field and rating', () => {
    expect(validateReview({ nickname: ' ', summary: '', text: '', ratings: {} }, REVIEW_LIMITS)).toEqual({
      nickname: 'required',
      summary: 'required',
      text: 'required',
      quality: 'rating-required',
      fit: 'rating-required',
      value: 'rating-required',
    });
  });
  it('applies the contract limits at their edges', () => {
    const at = {
      ...valid,
      nickname: 'n'.repeat(REVIEW_LIMITS.nickname),
      summary: 's'.repeat(REVIEW_LIMITS.summary),
      text: 't'.repeat(REVIEW_LIMITS.text),
    };
    expect(validateReview(at, REVIEW_LIMITS)).toEqual({});
    const over = { ...valid, nickname: 'n'.repeat(61), summary: 's'.repeat(121), text: 't'.repeat(2001) };
    expect(validateReview(over, REVIEW_LIMITS)).toEqual({ nickname: 'too-long', summary: 'too-long', text: 'too-long' });
    expect(validateReview({ ...valid, text: 'too short' }, REVIEW_LIMITS)).toEqual({ text: 'too-short' });
    expect(validateReview({ ...valid, text: ` ${'t'.repeat(10)} ` }, REVIEW_LIMITS)).toEqual({});
  });
  it('refuses markup', () => {
    expect(validateReview({ ...valid, text: 'Nice <img src=x onerror=alert(1)> shirt' }, REVIEW_LIMITS)).toEqual({ text: 'markup' });
  });
  it('refuses ratings outside 1-5', () => {
    expect(validateReview({ ...valid, ratings: { quality: 0, fit: 6, value: 2.5 } }, REVIEW_LIMITS)).toEqual({
      quality: 'rating-required',
      fit: 'rating-required',
      value: 'rating-required',
    });
  });
});

describe('helpers', () => {
  it('finds the first field in error in form order', () => {
    expect(firstErrorField({ value: 'rating-required', summary: 'required' })).toBe('summary');
    expect(firstErrorField({})).toBeNull();
  });
  it('builds the API input', () => {
    expect(reviewInput('7', { ...valid, nickname: ' Somchai ' })).toEqual({
      productUid: '7',
      nickname: 'Somchai',
      summary: 'Great shirt',
      text: 'Fits well and the colours are bright.',
      ratings: [
        { name: 'quality', value: 5 },
        { name: 'fit', value: 4 },
        { name: 'value', value: 3 },
      ],
    });
  });
  it('maps server error fields', () => {
    expect(fieldOfServerError('text')).toBe('text');
    expect(fieldOfServerError('ratings.0.value')).toBe('quality');
    expect(fieldOfServerError('productId')).toBeNull();
    expect(fieldOfServerError(undefined)).toBeNull();
  });
});
