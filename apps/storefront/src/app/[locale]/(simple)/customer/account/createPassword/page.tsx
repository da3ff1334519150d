import ResetPasswordPage from '@/app/[locale]/(simple)/reset-password/page';

export const dynamic = 'force-dynamic';

/** /{lang}/customer/account/createPassword: the same page as /{lang}/reset-password (spec section 2). */
export default ResetPasswordPage;
