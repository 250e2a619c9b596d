import { skipToken, useQuery } from '../../data';
import { useState } from 'react';
import { VERIFY_EMAIL_DISMISSED_COOKIE } from '../../../shared/verify-email-notice';
import { useShell } from '../../shell/shell-context';
import { useToasts } from '../Toasts/toasts';
import { useResendVerification } from './use-resend-verification';
import { VerifyEmailViewerQuery } from './verify-email-operations';
import './VerifyEmailNotice.css';

/** Until the browser's session ends, pages come without the notice for this reader (see the cookie's module). */
function rememberDismissed(viewerId: string) {
  document.cookie = `${VERIFY_EMAIL_DISMISSED_COOKIE}=${encodeURIComponent(viewerId)}; path=/; SameSite=Lax`;
}

/**
 * For a signed-in reader whose address is not confirmed yet: a notice, shown like a toast, offering to
 * send the confirmation link again. It steps aside while another toast is current (only one shows at a
 * time) and stays away for the rest of the browser's session once dismissed or used. It is rendered on the server,
 * so a reading page shows it before the application starts.
 */
export function VerifyEmailNotice() {
  const { session } = useShell();
  const { current } = useToasts();
  const { data } = useQuery(VerifyEmailViewerQuery, session.isLoggedInCookie ? {} : skipToken);
  const { resend, sending } = useResendVerification();
  const viewer = data?.viewer;
  // The server knows whether it was dismissed (a cookie), so the page shows the notice from its first paint.
  const [hidden, setHidden] = useState(session.verifyEmailNoticeDismissed === true);

  if (!viewer?.unverifiedEmail || hidden || current) return null;

  const dismiss = () => {
    rememberDismissed(viewer.id);
    setHidden(true);
  };
  return (
    <div className="toast-region verify-email-notice" role="region" aria-label="Confirm your email address">
      <div className="toast toast--verify-email">
        <p className="toast__message verify-email-notice__message">
          Please confirm your email address, <strong>{viewer.unverifiedEmail}</strong>, with the link we sent you.
        </p>
        <button
          type="button"
          className="button verify-email-notice__resend"
          disabled={sending}
          onClick={async () => {
            if (await resend()) dismiss();
          }}
        >
          {sending ? 'Sending…' : 'Resend verification email'}
        </button>
        <button type="button" className="toast__close" aria-label="Dismiss" onClick={dismiss}>
          ×
        </button>
      </div>
    </div>
  );
}
