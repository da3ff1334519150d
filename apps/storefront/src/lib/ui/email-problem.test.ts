import { describe, expect, it } from 'vitest';
import { emailProblem } from './email-problem';

const words = { required: 'required', invalidEmail: 'invalid' };

describe('emailProblem', () => {
  it('asks for an address, then for one shaped like name@domain.tld', () => {
    expect(emailProblem('   ', words)).toBe('required');
    expect(emailProblem('somchai', words)).toBe('invalid');
    expect(emailProblem('somchai@example', words)).toBe('invalid');
    expect(emailProblem('som chai@example.com', words)).toBe('invalid');
    expect(emailProblem(' somchai@example.co.th ', words)).toBeNull();
  });
});
