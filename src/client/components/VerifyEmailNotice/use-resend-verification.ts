import { useMutation } from '../../data';
import { useCallback } from 'react';
import { MESSAGES } from '../../../shared/validation/auth';
import { useToasts } from '../Toasts/toasts';
import { SendVerificationEmailMutation } from './verify-email-operations';

/**
 * Sends the confirmation link again. Success shows the 'sent verification email' toast until it is
 * dismissed; a refusal shows the server's words. Resolves to whether it was sent.
 */
export function useResendVerification(): { resend: () => Promise<boolean>; sending: boolean } {
  const { showToast } = useToasts();
  const [mutate, { loading }] = useMutation(SendVerificationEmailMutation);
  const resend = useCallback(async () => {
    try {
      const answer = (await mutate()).data?.sendVerificationEmail;
      if (answer?.__typename === 'SentVerificationEmail') {
        showToast({ message: MESSAGES.sentVerificationEmail, duration: 'forever' });
        return true;
      }
      showToast({ message: answer?.message ?? MESSAGES.retryableError, toastStyle: 'ERROR' });
    } catch {
      showToast({ message: MESSAGES.retryableError, toastStyle: 'RETRYABLE_ERROR' });
    }
    return false;
  }, [mutate, showToast]);
  return { resend, sending: loading };
}
