import { checkPassword, type PasswordRules } from './password-rules.js';

/** Keys of the field messages in the catalogues. */
export type FieldError = 'required' | 'invalidEmail' | 'firstNameTooLong' | 'lastNameTooLong' | 'passwordRules';

export type Errors<F extends string> = Partial<Record<F, FieldError>>;

export const NAME_MAX = 100;

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export const isValidEmail = (email: string): boolean =>
  email.length <= 254 && EMAIL.test(email) && !email.includes('..') && !email.startsWith('.');

const field = (form: URLSearchParams, name: string): string => form.get(name) ?? '';

function emailError(email: string): FieldError | undefined {
  if (email === '') return 'required';
  if (!isValidEmail(email)) return 'invalidEmail';
  return undefined;
}

function nameError(name: string, tooLong: FieldError): FieldError | undefined {
  if (name === '') return 'required';
  if ([...name].length > NAME_MAX) return tooLong;
  return undefined;
}

function passwordError(password: string, rules: PasswordRules): FieldError | undefined {
  const problem = checkPassword(password, rules);
  if (problem === 'required') return 'required';
  if (problem === 'rules') return 'passwordRules';
  return undefined;
}

const compact = <F extends string>(errors: Record<F, FieldError | undefined>): Errors<F> =>
  Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as Errors<F>;

export interface SignInForm {
  email: string;
  password: string;
}

/** Sign-in: both fields required and the email well-formed. The password is trimmed, as when it was set. */
export function readSignIn(form: URLSearchParams): { values: SignInForm; errors: Errors<keyof SignInForm> } {
  const values = { email: field(form, 'email').trim(), password: field(form, 'password').trim() };
  return {
    values,
    errors: compact({ email: emailError(values.email), password: values.password === '' ? 'required' : undefined }),
  };
}

export interface RegisterForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function readRegister(form: URLSearchParams, rules: PasswordRules): { values: RegisterForm; errors: Errors<keyof RegisterForm> } {
  const values = {
    firstName: field(form, 'firstName').trim(),
    lastName: field(form, 'lastName').trim(),
    email: field(form, 'email').trim(),
    password: field(form, 'password').trim(),
  };
  return {
    values,
    errors: compact({
      firstName: nameError(values.firstName, 'firstNameTooLong'),
      lastName: nameError(values.lastName, 'lastNameTooLong'),
      email: emailError(values.email),
      password: passwordError(values.password, rules),
    }),
  };
}

export function readForgot(form: URLSearchParams): { values: { email: string }; errors: Errors<'email'> } {
  const email = field(form, 'email').trim();
  return { values: { email }, errors: compact({ email: emailError(email) }) };
}

export function readReset(form: URLSearchParams, rules: PasswordRules): { values: { password: string }; errors: Errors<'password'> } {
  const password = field(form, 'password').trim();
  return { values: { password }, errors: compact({ password: passwordError(password, rules) }) };
}
