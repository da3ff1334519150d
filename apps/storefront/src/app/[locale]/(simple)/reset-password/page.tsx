import { redirect } from 'next/navigation';
import { passwordResetUrl } from '@/lib/sign-on/reset-link';
import { getEnv } from '@/lib/config/env.server';
import { localeParam } from '@/lib/locale/locale-param.server';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /{lang}/reset-password: the sister site's password reset (lib/sign-on/reset-link.ts). */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const { token } = await searchParams;
  redirect(passwordResetUrl(getEnv().SIGN_ON_URL, locale, token));
}
