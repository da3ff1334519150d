/** The two languages of the sister site; English is the default, as in the storefront. */
export const LANGS = ['en', 'th'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export const isLang = (value: unknown): value is Lang => value === 'en' || value === 'th';

/** The first supported language of a space-separated `ui_locales` (`th-TH` counts as `th`). */
export function langFromUiLocales(uiLocales: unknown): Lang | undefined {
  if (typeof uiLocales !== 'string') return undefined;
  for (const tag of uiLocales.split(/\s+/)) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLang(primary)) return primary;
  }
  return undefined;
}

/** The preferred supported language of an `Accept-Language` header, by q-value, else the default. */
export function langFromAcceptLanguage(header: string | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((r) => r.primary).find(isLang) ?? DEFAULT_LANG;
}

export interface Messages {
  siteName: string;
  otherLanguage: string;
  signInTitle: string;
  signInToShop: string;
  email: string;
  password: string;
  signInButton: string;
  createAccountLink: string;
  forgotLink: string;
  cancel: string;
  signInFailed: string;
  unconfirmedHint: string;
  signedOut: string;
  signedInAs: (name: string) => string;
  accountTitle: string;
  name: string;
  switchAccount: string;
  signOut: string;
  registerTitle: string;
  firstName: string;
  lastName: string;
  registerButton: string;
  haveAccount: string;
  checkEmailTitle: string;
  checkEmailText: (email: string) => string;
  confirmTitle: string;
  confirmIntro: string;
  confirmButton: string;
  confirmWrongPassword: string;
  confirmNotYou: string;
  confirmedTitle: string;
  confirmedText: string;
  confirmInvalidTitle: string;
  confirmInvalidText: string;
  forgotTitle: string;
  forgotIntro: string;
  forgotButton: string;
  forgotDoneText: (email: string) => string;
  resetTitle: string;
  newPassword: string;
  resetButton: string;
  resetDoneTitle: string;
  resetDoneText: string;
  linkInvalidTitle: string;
  linkInvalidText: string;
  askAgain: string;
  continueSignIn: string;
  backToShop: string;
  required: string;
  invalidEmail: string;
  firstNameTooLong: string;
  lastNameTooLong: string;
  passwordRules: (minLength: number) => string;
  fixErrors: string;
  tooManyAttempts: string;
  formExpired: string;
  interactionExpiredTitle: string;
  interactionExpiredText: string;
  signOutTitle: string;
  signOutQuestion: string;
  signingOut: string;
  signedOutTitle: string;
  errorTitle: string;
  errorText: string;
  notFoundTitle: string;
  notFoundText: string;
  /** The self-hosted captcha of the sign-in and create-account forms: the widget's words (ALTCHA's keys) and the form's. */
  captcha: {
    label: string;
    loading: string;
    verify: string;
    verifying: string;
    verified: string;
    verificationRequired: string;
    waitAlert: string;
    error: string;
    expired: string;
    reload: string;
    cancel: string;
    /** Inside <noscript>: without JavaScript the form cannot pass the check. */
    noScript: string;
    /** The form came without a solution. */
    required: string;
    /** The solution was not good: made up, expired, or used before. */
    failed: string;
  };
  mail: {
    greeting: (name: string) => string;
    confirmSubject: string;
    confirmBody: (hours: number) => string;
    existingSubject: string;
    existingBody: string;
    existingSignIn: string;
    existingForgot: string;
    resetSubject: string;
    resetBody: (minutes: number) => string;
    ignore: string;
  };
}

const en: Messages = {
  siteName: 'Talat ID',
  otherLanguage: 'ภาษาไทย',
  signInTitle: 'Sign in',
  signInToShop: 'Sign in with your Talat ID to continue to the shop.',
  email: 'Email',
  password: 'Password',
  signInButton: 'Sign in',
  createAccountLink: 'Create an account',
  forgotLink: 'Forgot your password?',
  cancel: 'Cancel and go back to the shop',
  signInFailed: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  unconfirmedHint: 'Created a new account? Open the confirmation link we emailed you before you sign in.',
  signedOut: 'You have signed out.',
  signedInAs: (name) => `You are signed in as ${name}.`,
  accountTitle: 'Your account',
  name: 'Name',
  switchAccount: 'Switch account',
  signOut: 'Sign out',
  registerTitle: 'Create an account',
  firstName: 'First name',
  lastName: 'Last name',
  registerButton: 'Create account',
  haveAccount: 'Already have an account? Sign in',
  checkEmailTitle: 'Check your email',
  checkEmailText: (email) => `We have sent a message to ${email}. Follow the link in it to confirm your account, then sign in.`,
  confirmTitle: 'Confirm your account',
  confirmIntro: 'To confirm the account, enter the password you chose when you created it.',
  confirmButton: 'Confirm account',
  confirmWrongPassword: 'This is not the password chosen when the account was created.',
  confirmNotYou:
    'Did not create this account? Then ignore the email: the account stays closed without its password. To have an account of your own with this address, create one.',
  confirmedTitle: 'Account confirmed',
  confirmedText: 'Your account is confirmed. You can now sign in.',
  confirmInvalidTitle: 'Link not valid',
  confirmInvalidText:
    'This confirmation link has expired or has already been used. If your account is confirmed, sign in; otherwise create the account again to get a new link.',
  forgotTitle: 'Forgot your password?',
  forgotIntro: 'Enter the email of your account and we will send you a link to set a new password.',
  forgotButton: 'Send the link',
  forgotDoneText: (email) => `If there is an account for ${email}, you will receive an email with a link to set a new password.`,
  resetTitle: 'Set a new password',
  newPassword: 'New password',
  resetButton: 'Save the new password',
  resetDoneTitle: 'Password changed',
  resetDoneText: 'Your password has been changed. You can now sign in with your new password.',
  linkInvalidTitle: 'Link not valid',
  linkInvalidText: 'This password reset link has expired or has already been used.',
  askAgain: 'Ask for a new link',
  continueSignIn: 'Continue signing in',
  backToShop: 'Back to the shop',
  required: 'This field is required',
  invalidEmail: 'Invalid email',
  firstNameTooLong: 'First name is too long (max 100 characters).',
  lastNameTooLong: 'Last name is too long (max 100 characters).',
  passwordRules: (min) =>
    `The password must be at least ${min} characters long and must contain at least: 1 uppercase, 1 lowercase letter, and 1 number`,
  fixErrors: 'Please correct the following:',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  formExpired: 'This form has expired. Please try again.',
  interactionExpiredTitle: 'Sign-in expired',
  interactionExpiredText: 'This sign-in request has expired or was already completed. Go back to the shop and sign in again.',
  signOutTitle: 'Sign out',
  signOutQuestion: 'Do you want to sign out of Talat ID?',
  signingOut: 'Signing you out…',
  signedOutTitle: 'Signed out',
  errorTitle: 'Something went wrong',
  errorText: 'The request could not be completed.',
  notFoundTitle: 'Page not found',
  notFoundText: 'There is no page at this address.',
  captcha: {
    label: 'I am not a robot',
    loading: 'Loading the check…',
    verify: 'Check',
    verifying: 'Checking that you are not a robot…',
    verified: 'Checked: you are not a robot',
    verificationRequired: 'Please complete the check that you are not a robot.',
    waitAlert: 'Checking that you are not a robot, please wait.',
    error: 'The check failed. Please try again.',
    expired: 'The check has expired. Please check again.',
    reload: 'Check again',
    cancel: 'Cancel',
    noScript:
      'This form checks that you are not a robot with JavaScript, in your browser: turn JavaScript on to send it. Without it the form cannot be sent.',
    required: 'Please complete the check that you are not a robot, then send the form again.',
    failed:
      'The check that you are not a robot has expired or could not be confirmed. Please wait until it is checked again, then send the form again.',
  },
  mail: {
    greeting: (name) => `Hello ${name},`,
    confirmSubject: 'Confirm your Talat ID account',
    confirmBody: (hours) =>
      `Confirm your Talat ID account by opening this link and entering the password you chose. It works once and expires in ${hours} hours.`,
    existingSubject: 'Your Talat ID account',
    existingBody: 'Someone, hopefully you, tried to create a Talat ID account with this email address. You already have an account.',
    existingSignIn: 'Sign in:',
    existingForgot: 'Forgot your password? Set a new one:',
    resetSubject: 'Set a new Talat ID password',
    resetBody: (minutes) =>
      `Open this link to set a new password for your Talat ID account. It works once and expires in ${minutes} minutes.`,
    ignore: 'If you did not ask for this, you can ignore this email.',
  },
};

const th: Messages = {
  siteName: 'Talat ID',
  otherLanguage: 'English',
  signInTitle: 'เข้าสู่ระบบ',
  signInToShop: 'เข้าสู่ระบบด้วย Talat ID เพื่อกลับไปยังร้านค้า',
  email: 'อีเมล',
  password: 'รหัสผ่าน',
  signInButton: 'เข้าสู่ระบบ',
  createAccountLink: 'สร้างบัญชี',
  forgotLink: 'ลืมรหัสผ่าน?',
  cancel: 'ยกเลิกและกลับไปที่ร้านค้า',
  signInFailed: 'การเข้าสู่ระบบไม่ถูกต้อง หรือบัญชีของคุณถูกระงับชั่วคราว กรุณารอสักครู่แล้วลองใหม่อีกครั้ง',
  unconfirmedHint: 'เพิ่งสร้างบัญชีใหม่? กรุณาเปิดลิงก์ยืนยันที่เราส่งไปทางอีเมลก่อนเข้าสู่ระบบ',
  signedOut: 'คุณออกจากระบบแล้ว',
  signedInAs: (name) => `คุณเข้าสู่ระบบในชื่อ ${name}`,
  accountTitle: 'บัญชีของคุณ',
  name: 'ชื่อ',
  switchAccount: 'เปลี่ยนบัญชี',
  signOut: 'ออกจากระบบ',
  registerTitle: 'สร้างบัญชี',
  firstName: 'ชื่อ',
  lastName: 'นามสกุล',
  registerButton: 'สร้างบัญชี',
  haveAccount: 'มีบัญชีอยู่แล้ว? เข้าสู่ระบบ',
  checkEmailTitle: 'ตรวจสอบอีเมลของคุณ',
  checkEmailText: (email) => `เราได้ส่งข้อความไปที่ ${email} แล้ว กรุณาเปิดลิงก์ในอีเมลเพื่อยืนยันบัญชี แล้วจึงเข้าสู่ระบบ`,
  confirmTitle: 'ยืนยันบัญชีของคุณ',
  confirmIntro: 'กรุณากรอกรหัสผ่านที่คุณตั้งไว้ตอนสร้างบัญชีเพื่อยืนยันบัญชี',
  confirmButton: 'ยืนยันบัญชี',
  confirmWrongPassword: 'รหัสผ่านนี้ไม่ใช่รหัสผ่านที่ตั้งไว้ตอนสร้างบัญชี',
  confirmNotYou: 'ไม่ได้สร้างบัญชีนี้? ละเว้นอีเมลนั้นได้เลย บัญชีจะยังไม่เปิดใช้งานหากไม่มีรหัสผ่าน หากต้องการบัญชีของคุณเองด้วยอีเมลนี้ กรุณาสร้างบัญชี',
  confirmedTitle: 'ยืนยันบัญชีแล้ว',
  confirmedText: 'ยืนยันบัญชีของคุณเรียบร้อยแล้ว คุณสามารถเข้าสู่ระบบได้ทันที',
  confirmInvalidTitle: 'ลิงก์ใช้ไม่ได้',
  confirmInvalidText: 'ลิงก์ยืนยันนี้หมดอายุหรือถูกใช้ไปแล้ว หากบัญชีของคุณได้รับการยืนยันแล้ว กรุณาเข้าสู่ระบบ หากยังไม่ได้ยืนยัน กรุณาสร้างบัญชีอีกครั้งเพื่อรับลิงก์ใหม่',
  forgotTitle: 'ลืมรหัสผ่าน?',
  forgotIntro: 'กรอกอีเมลของบัญชีของคุณ แล้วเราจะส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ให้',
  forgotButton: 'ส่งลิงก์',
  forgotDoneText: (email) => `หากมีบัญชีสำหรับ ${email} คุณจะได้รับอีเมลพร้อมลิงก์สำหรับตั้งรหัสผ่านใหม่`,
  resetTitle: 'ตั้งรหัสผ่านใหม่',
  newPassword: 'รหัสผ่านใหม่',
  resetButton: 'บันทึกรหัสผ่านใหม่',
  resetDoneTitle: 'เปลี่ยนรหัสผ่านแล้ว',
  resetDoneText: 'เปลี่ยนรหัสผ่านของคุณเรียบร้อยแล้ว คุณสามารถเข้าสู่ระบบด้วยรหัสผ่านใหม่ได้ทันที',
  linkInvalidTitle: 'ลิงก์ใช้ไม่ได้',
  linkInvalidText: 'ลิงก์ตั้งรหัสผ่านใหม่นี้หมดอายุหรือถูกใช้ไปแล้ว',
  askAgain: 'ขอลิงก์ใหม่',
  continueSignIn: 'เข้าสู่ระบบต่อ',
  backToShop: 'กลับไปที่ร้านค้า',
  required: 'กรุณากรอกข้อมูลในช่องนี้',
  invalidEmail: 'อีเมลไม่ถูกต้อง',
  firstNameTooLong: 'ชื่อยาวเกินไป (ไม่เกิน 100 ตัวอักษร)',
  lastNameTooLong: 'นามสกุลยาวเกินไป (ไม่เกิน 100 ตัวอักษร)',
  passwordRules: (min) => `รหัสผ่านต้องมีความยาวอย่างน้อย ${min} ตัวอักษร และต้องประกอบด้วยอย่างน้อย: ตัวพิมพ์ใหญ่ 1 ตัว ตัวพิมพ์เล็ก 1 ตัว และตัวเลข 1 ตัว`,
  fixErrors: 'กรุณาแก้ไขข้อมูลต่อไปนี้:',
  tooManyAttempts: 'ลองหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่อีกครั้ง',
  formExpired: 'แบบฟอร์มนี้หมดอายุแล้ว กรุณาลองใหม่อีกครั้ง',
  interactionExpiredTitle: 'การเข้าสู่ระบบหมดอายุ',
  interactionExpiredText: 'คำขอเข้าสู่ระบบนี้หมดอายุหรือเสร็จสิ้นไปแล้ว กรุณากลับไปที่ร้านค้าแล้วเข้าสู่ระบบอีกครั้ง',
  signOutTitle: 'ออกจากระบบ',
  signOutQuestion: 'คุณต้องการออกจากระบบ Talat ID หรือไม่?',
  signingOut: 'กำลังออกจากระบบ…',
  signedOutTitle: 'ออกจากระบบแล้ว',
  errorTitle: 'เกิดข้อผิดพลาด',
  errorText: 'ไม่สามารถดำเนินการตามคำขอได้',
  notFoundTitle: 'ไม่พบหน้านี้',
  notFoundText: 'ไม่มีหน้าที่อยู่นี้',
  captcha: {
    label: 'ฉันไม่ใช่โปรแกรมอัตโนมัติ',
    loading: 'กำลังโหลดการตรวจสอบ…',
    verify: 'ตรวจสอบ',
    verifying: 'กำลังตรวจสอบว่าคุณไม่ใช่โปรแกรมอัตโนมัติ…',
    verified: 'ตรวจสอบแล้ว: คุณไม่ใช่โปรแกรมอัตโนมัติ',
    verificationRequired: 'กรุณายืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ',
    waitAlert: 'กำลังตรวจสอบว่าคุณไม่ใช่โปรแกรมอัตโนมัติ กรุณารอสักครู่',
    error: 'การตรวจสอบไม่สำเร็จ กรุณาลองอีกครั้ง',
    expired: 'การตรวจสอบหมดอายุแล้ว กรุณาตรวจสอบอีกครั้ง',
    reload: 'ตรวจสอบอีกครั้ง',
    cancel: 'ยกเลิก',
    noScript:
      'แบบฟอร์มนี้ใช้ JavaScript ในเบราว์เซอร์ของคุณเพื่อตรวจสอบว่าคุณไม่ใช่โปรแกรมอัตโนมัติ กรุณาเปิด JavaScript เพื่อส่งแบบฟอร์ม หากไม่เปิดจะส่งแบบฟอร์มนี้ไม่ได้',
    required: 'กรุณายืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ แล้วส่งแบบฟอร์มอีกครั้ง',
    failed: 'การตรวจสอบว่าคุณไม่ใช่โปรแกรมอัตโนมัติหมดอายุหรือยืนยันไม่ได้ กรุณารอให้ตรวจสอบใหม่เสร็จ แล้วส่งแบบฟอร์มอีกครั้ง',
  },
  mail: {
    greeting: (name) => `สวัสดีคุณ${name}`,
    confirmSubject: 'ยืนยันบัญชี Talat ID ของคุณ',
    confirmBody: (hours) => `กรุณายืนยันบัญชี Talat ID ของคุณโดยเปิดลิงก์นี้และกรอกรหัสผ่านที่คุณตั้งไว้ ลิงก์ใช้ได้ครั้งเดียวและหมดอายุใน ${hours} ชั่วโมง`,
    existingSubject: 'บัญชี Talat ID ของคุณ',
    existingBody: 'มีผู้พยายามสร้างบัญชี Talat ID ด้วยอีเมลนี้ ซึ่งอาจเป็นคุณเอง คุณมีบัญชีอยู่แล้ว',
    existingSignIn: 'เข้าสู่ระบบ:',
    existingForgot: 'ลืมรหัสผ่าน? ตั้งรหัสผ่านใหม่:',
    resetSubject: 'ตั้งรหัสผ่าน Talat ID ใหม่',
    resetBody: (minutes) => `เปิดลิงก์นี้เพื่อตั้งรหัสผ่านใหม่สำหรับบัญชี Talat ID ของคุณ ลิงก์ใช้ได้ครั้งเดียวและหมดอายุใน ${minutes} นาที`,
    ignore: 'หากคุณไม่ได้ร้องขอ สามารถละเว้นอีเมลนี้ได้',
  },
};

const catalogues: Record<Lang, Messages> = { en, th };

export const messages = (lang: Lang): Messages => catalogues[lang];
