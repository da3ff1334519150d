import type { Messages } from '@/i18n/messages';
import { accountSignInPath } from '../../lib/account/account-paths';

/** What a guest sees when sign-on could not start or failed: why, and a way to try again. */
export function SignInPanel({ returnPath, labels }: { returnPath: string; labels: Messages['myAccount']['signIn'] }) {
  return (
    <section className="account-sign-in" aria-labelledby="account-sign-in-title">
      <h1 id="account-sign-in-title">{labels.title}</h1>
      <p role="alert">{labels.unavailable}</p>
      <p>{labels.text}</p>
      <p>
        <a className="button" href={accountSignInPath(returnPath)}>
          {labels.button}
        </a>
      </p>
    </section>
  );
}
