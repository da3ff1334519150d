import { describe, expect, it } from 'vitest';
import { isValidEmail, readForgot, readRegister, readReset, readSignIn } from './forms.js';
import { messages } from './i18n.js';

const rules = { minLength: 8, requiredClasses: 3 };
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('isValidEmail', () => {
  it.each(['a@b.co', 'somchai@talat.example', 'first.last+tag@sub.example.co.th'])('accepts %s', (e) => expect(isValidEmail(e)).toBe(true));
  it.each(['', 'a', 'a@b', '@b.co', 'a@.co', 'a b@c.co', 'a..b@c.co', '.a@c.co', `${'a'.repeat(250)}@b.co`])('refuses %j', (e) =>
    expect(isValidEmail(e)).toBe(false),
  );
});

describe('readRegister', () => {
  const valid = { firstName: ' Nok ', lastName: 'Test', email: ' nok@example.com ', password: ' Passw0rd ' };

  it('trims and passes a valid form', () => {
    expect(readRegister(form(valid), rules)).toEqual({
      values: { firstName: 'Nok', lastName: 'Test', email: 'nok@example.com', password: 'Passw0rd' },
      errors: {},
    });
  });

  it('requires every field', () => {
    expect(readRegister(form({}), rules).errors).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      password: 'required',
    });
  });

  it('limits names to 100 characters (Thai counted by character)', () => {
    const long = 'ก'.repeat(101);
    expect(readRegister(form({ ...valid, firstName: long, lastName: long }), rules).errors).toEqual({
      firstName: 'firstNameTooLong',
      lastName: 'lastNameTooLong',
    });
    expect(readRegister(form({ ...valid, firstName: 'ก'.repeat(100) }), rules).errors).toEqual({});
  });

  it('checks the email and the password rules', () => {
    expect(readRegister(form({ ...valid, email: 'nope', password: 'password' }), rules).errors).toEqual({
      email: 'invalidEmail',
      password: 'passwordRules',
    });
  });

  it('has the spec messages', () => {
    const en = messages('en');
    expect([en.required, en.invalidEmail, en.firstNameTooLong, en.lastNameTooLong]).toEqual([
      'This field is required',
      'Invalid email',
      'First name is too long (max 100 characters).',
      'Last name is too long (max 100 characters).',
    ]);
  });
});

describe('the other forms', () => {
  it('sign-in wants an email and a password', () => {
    expect(readSignIn(form({ email: 'x', password: ' ' })).errors).toEqual({ email: 'invalidEmail', password: 'required' });
    expect(readSignIn(form({ email: 'a@b.co', password: ' p ' }))).toEqual({ values: { email: 'a@b.co', password: 'p' }, errors: {} });
  });

  it('forgot wants an email; reset a password by the rules', () => {
    expect(readForgot(form({})).errors).toEqual({ email: 'required' });
    expect(readReset(form({ password: 'Short1' }), rules).errors).toEqual({ password: 'passwordRules' });
    expect(readReset(form({ password: 'Long-enough1' }), rules).errors).toEqual({});
  });
});
