import { describe, expect, it } from 'vitest';
import { messages } from './i18n.js';
import { characterClasses, checkPassword, FALLBACK_RULES } from './password-rules.js';

describe('characterClasses', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['ABC', 1],
    ['123', 1],
    ['!!!', 1],
    ['รหัส', 1],
    ['abC', 2],
    ['ab1', 2],
    ['aB1', 3],
    ['aB1-', 4],
  ])('%j has %i', (text, classes) => expect(characterClasses(text)).toBe(classes));
});

describe('checkPassword', () => {
  const rules = { minLength: 8, requiredClasses: 3 };

  it('wants something besides spaces', () => {
    expect(checkPassword('', rules)).toBe('required');
    expect(checkPassword('   ', rules)).toBe('required');
  });

  it('measures the trimmed password', () => {
    expect(checkPassword('  Abcde1  ', rules)).toBe('rules'); // 6 after trimming
    expect(checkPassword('  Abcdefg1  ', rules)).toBeNull();
  });

  it('refuses too short, accepts exactly the minimum', () => {
    expect(checkPassword('Abcde1!', rules)).toBe('rules');
    expect(checkPassword('Abcdef1!', rules)).toBeNull();
  });

  it('counts Thai letters as one character each', () => {
    expect(checkPassword('Aa1ภาษาไทย', { minLength: 10, requiredClasses: 3 })).toBeNull();
    expect(checkPassword('Aa1ภาษา', { minLength: 10, requiredClasses: 3 })).toBe('rules');
  });

  it('asks for the configured number of classes', () => {
    expect(checkPassword('abcdefgh', rules)).toBe('rules');
    expect(checkPassword('abcdefg1', rules)).toBe('rules');
    expect(checkPassword('abcdefG1', rules)).toBeNull();
    expect(checkPassword('abcdefg!', { minLength: 8, requiredClasses: 2 })).toBeNull();
    expect(checkPassword('abcdefG1', { minLength: 8, requiredClasses: 4 })).toBe('rules');
    expect(checkPassword('abcdefgh', { minLength: 8, requiredClasses: 0 })).toBeNull();
  });

  it('falls back to 8 characters and 3 classes', () => {
    expect(FALLBACK_RULES).toEqual({ minLength: 8, requiredClasses: 3 });
  });
});

describe('password rule message', () => {
  it('is the spec text in English with the configured length', () => {
    expect(messages('en').passwordRules(8)).toBe(
      'The password must be at least 8 characters long and must contain at least: 1 uppercase, 1 lowercase letter, and 1 number',
    );
    expect(messages('en').passwordRules(12)).toContain('at least 12 characters');
  });

  it('has a Thai translation with the length', () => {
    expect(messages('th').passwordRules(10)).toContain('10 ตัวอักษร');
    expect(messages('th').passwordRules(10)).not.toMatch(/[A-Za-z]/);
  });
});
