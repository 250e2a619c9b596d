/**
 * A reader who dismisses the verify-email notice (or has the link sent again) is not shown it for the rest of the
 * browser's session: the browser keeps this cookie (no expiry, so it ends with the session) holding the reader's id,
 * and the server leaves the notice out of the pages it renders for that reader.
 */
export const VERIFY_EMAIL_DISMISSED_COOKIE = 'quire_verify_email_dismissed';
