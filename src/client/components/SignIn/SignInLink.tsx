import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { buildPath } from '../../../shared/routes';
import { useSignIn } from './SignInModalProvider';
import type { SignInConfig } from './susi-types';

/** A click the page may take over: the main button, no modifier asking for a new tab or window. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The sign-in page's address for a modal configuration: where the link goes when the modal cannot open. */
export function signInHref(config: SignInConfig): string {
  return buildPath('ShowSignIn', {}, { query: { operation: config.operation, redirect: config.redirectTo } });
}

interface SignInLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> {
  config: SignInConfig;
  children: ReactNode;
}

/** A link to /m/signin that opens the modal instead once the page is interactive. */
export function SignInLink({ config, children, ...anchor }: SignInLinkProps) {
  const { openSignIn, prepareSignIn } = useSignIn();
  return (
    <a
      {...anchor}
      href={signInHref(config)}
      aria-haspopup="dialog"
      onPointerEnter={prepareSignIn}
      onFocus={prepareSignIn}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        openSignIn(config);
      }}
    >
      {children}
    </a>
  );
}
