import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { useHead } from '../../shell/head';
import { useHttpStatus } from '../../shell/status';
import './ErrorPages.css';

export const GENERIC_ERROR_MESSAGE = "We're sorry, but there was a problem displaying this page. Please reload and try again.";
export const SERVER_ERROR_MESSAGE = 'Apologies, but something went wrong on our end.';

/** 500 normally; 409 when the failure was a conflict. */
export function serverErrorStatus(message: string): number {
  return message.includes('409: Conflict') ? 409 : 500;
}

function ErrorLayout({ code, title, children }: { code?: string; title: string; children: ReactNode }) {
  return (
    <section className="error-page" aria-labelledby="error-title">
      {code && <p className="error-page__code">{code}</p>}
      <h1 id="error-title" className="error-page__title">
        {title}
      </h1>
      {children}
    </section>
  );
}

/** Shown when the page itself failed in the browser. */
export function GenericErrorPage() {
  useHead({ title: 'Something went wrong' });
  return (
    <ErrorLayout title="Something went wrong">
      <p className="error-page__message">{GENERIC_ERROR_MESSAGE}</p>
      <button type="button" className="button button--dark" onClick={() => window.location.reload()}>
        Reload
      </button>
    </ErrorLayout>
  );
}

/** A page with its own status code, title and message, and an optional link to a takedown notice. */
export function CodePage({ code, title, message, takedownNoticeUrl }: { code: number; title: string; message: string; takedownNoticeUrl?: string }) {
  useHttpStatus(code);
  useHead({ title, robots: 'noindex' });
  return (
    <ErrorLayout code={String(code)} title={title}>
      <p className="error-page__message">{message}</p>
      {takedownNoticeUrl && (
        <p>
          <a href={takedownNoticeUrl} rel="noopener nofollow">
            Read the takedown notice
          </a>
        </p>
      )}
    </ErrorLayout>
  );
}

/** 410: the entity was suspended. */
export function GonePage({ entity }: { entity: string }) {
  useHttpStatus(410);
  useHead({ title: `410 ${entity} suspended`, robots: 'noindex' });
  return (
    <ErrorLayout code="410" title={`410 ${entity} suspended`}>
      <p className="error-page__message">{`This ${entity} is under investigation or was found in violation of the Rules.`}</p>
      <Link className="button button--dark" to={buildPath('ShowHome')}>
        Back to home
      </Link>
    </ErrorLayout>
  );
}

/** 500 (or 409): rendered by the server when rendering itself failed. */
export function ServerErrorPage({ message }: { message: string }) {
  const status = serverErrorStatus(message);
  useHttpStatus(status);
  useHead({ title: `${status} error`, robots: 'noindex' });
  return (
    <ErrorLayout code={String(status)} title={SERVER_ERROR_MESSAGE}>
      <p className="error-page__message">
        Check <a href={buildPath('ShowStatus')}>the status page</a> or read <a href={buildPath('ShowTopStories')}>top stories</a>{' '}
        while we fix it.
      </p>
    </ErrorLayout>
  );
}
