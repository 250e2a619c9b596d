/** What other modules may use of this one. */
export { composeEmail } from './compose';
export { emailAvatarUrl, type Block, type EmailActor, type EmailDocument } from './document';
export { type EmailMessage, SEND_EMAIL_JOB } from './mailer';
export { alreadyHaveAccountEmail, passwordResetEmail, signInCodeEmail, signInLinkEmail, signUpLinkEmail, verifyEmailEmail } from './templates/account-emails';
export { subscribeNotificationEmails } from './notification-emails';
export { readUnsubscribeToken, type UnsubscribeGrant } from './unsubscribe-token';
export { resubscribe, unsubscribe, type PreviousModes } from './unsubscribe.service';
export { createMailer, EMAIL_MESSAGE, keepInOutbox, pruneDeliveredEmails } from './mailer';
