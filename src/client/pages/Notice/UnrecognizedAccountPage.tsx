import { buildPath } from '../../../shared/routes';
import { MetabarViewerQuery } from '../../components/Metabar/metabar-operations';
import { SignInLink } from '../../components/SignIn/SignInLink';
import { skipToken, useQuery } from '../../data';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';

/**
 * /unrecognized-account: a sign-in (a provider's, an old link) that names no account here. Signed in as someone
 * else, the reader may sign out and try another account; signed out, sign in another way or create an account.
 * The link texts are the sign-in dialog's own (spec 2 §2.1, UNRECOGNIZED_EMAIL).
 */
export function UnrecognizedAccountPage() {
  const { productName, session } = useShell();
  // The bar's own query (answered with the page): only a signed-in reader has anything in it.
  const { data } = useQuery(MetabarViewerQuery, session.isLoggedInCookie ? {} : skipToken);
  const viewer = data?.viewer ?? null;
  useHead({ title: `Account not recognized – ${productName}`, robots: 'noindex' });
  return (
    <section className="error-page notice-page">
      <p className="notice-page__kicker">Sign in</p>
      <h1 className="error-page__title">Sorry, we didn’t recognize that account.</h1>
      <p className="error-page__message">
        The account you signed in with isn’t connected to anyone on {productName}. Would you like to sign in with a
        different account?
      </p>
      {viewer && (
        <p className="notice-page__note">
          You’re signed in as <strong>{viewer.name}</strong>
          {viewer.username ? ` (@${viewer.username})` : ''}. Sign out first to use another account.
        </p>
      )}
      <div className="notice-page__actions">
        {viewer && session.xsrf ? (
          <a className="button button--dark" href={buildPath('SignOut', { xsrf: session.xsrf })}>
            Sign out
          </a>
        ) : (
          <SignInLink className="button button--dark" config={{ operation: 'login', redirectTo: buildPath('ShowHome') }}>
            See all sign in options
          </SignInLink>
        )}
        {!viewer && (
          <SignInLink className="button button--outline" config={{ operation: 'register', redirectTo: buildPath('ShowHome') }}>
            Create a new account
          </SignInLink>
        )}
      </div>
    </section>
  );
}
