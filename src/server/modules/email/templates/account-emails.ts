import { escapeHtml } from '../../../../shared/format/html';
import { actionEmail } from '../layout';
import type { EmailMessage } from '../mailer';

/** Who gets the message and how the product names itself; every link is absolute. */
export interface AccountEmailBase {
  to: string;
  productName: string;
}

export function signInLinkEmail(input: AccountEmailBase & { url: string; validMinutes: number }): EmailMessage {
  return actionEmail({
    to: input.to,
    subject: `Sign in to ${input.productName}`,
    productName: input.productName,
    lines: [`Click the button below to sign in to ${input.productName}.`, `This link can be used once and expires in ${input.validMinutes} minutes.`],
    action: { label: `Sign in to ${input.productName}`, url: input.url },
    footer: 'If you did not try to sign in, you can ignore this email: nobody can sign in without this link.',
  });
}

/** The link and, for a phone's browser, a code to type into the page that asked for it. */
export function signInCodeEmail(input: AccountEmailBase & { url: string; code: string; validMinutes: number }): EmailMessage {
  const message = actionEmail({
    to: input.to,
    subject: `Your ${input.productName} sign-in code: ${input.code}`,
    productName: input.productName,
    lines: [
      `Your sign-in code is ${input.code}`,
      `Enter it on the page where you asked to sign in. It can be used once and expires in ${input.validMinutes} minutes.`,
      'Or sign in with the button below.',
    ],
    action: { label: `Sign in to ${input.productName}`, url: input.url },
    footer: 'If you did not try to sign in, you can ignore this email. Never share this code with anyone.',
  });
  const codeBlock =
    `<p style="margin:0 0 8px;font-family:Arial,sans-serif;font-size:14px;color:#6b6b6b">Your sign-in code</p>` +
    `<p style="margin:0 0 24px;font-family:'Courier New',monospace;font-size:36px;font-weight:bold;letter-spacing:8px">${escapeHtml(input.code)}</p>`;
  // The layout's only heading is the product name; the code goes right under it, where it is seen first.
  return { ...message, html: message.html.replace('</h1>', `</h1>${codeBlock}`) };
}

export function signUpLinkEmail(input: AccountEmailBase & { url: string; validMinutes: number }): EmailMessage {
  return actionEmail({
    to: input.to,
    subject: `Finish creating your ${input.productName} account`,
    productName: input.productName,
    lines: [
      `Thanks for joining ${input.productName}. Click the button below to confirm your email address and finish creating your account.`,
      `This link can be used once and expires in ${input.validMinutes} minutes.`,
    ],
    action: { label: 'Create your account', url: input.url },
    footer: 'If you did not try to create an account, you can ignore this email: no account is made without this link.',
  });
}

/** A sign-up was asked for an address that already has an account: offer to sign in instead. */
export function alreadyHaveAccountEmail(input: AccountEmailBase & { url: string; validMinutes: number }): EmailMessage {
  return actionEmail({
    to: input.to,
    subject: `You already have a ${input.productName} account`,
    productName: input.productName,
    lines: [
      `Someone (hopefully you) tried to create a ${input.productName} account with this email address, but you already have one.`,
      `Click the button below to sign in instead. This link can be used once and expires in ${input.validMinutes} minutes.`,
    ],
    action: { label: `Sign in to ${input.productName}`, url: input.url },
    footer: 'If this was not you, you can ignore this email: your account has not changed.',
  });
}

export function passwordResetEmail(input: AccountEmailBase & { url: string; validMinutes: number }): EmailMessage {
  return actionEmail({
    to: input.to,
    subject: `Reset your ${input.productName} password`,
    productName: input.productName,
    lines: [
      `We received a request to reset the password of your ${input.productName} account.`,
      `Click the button below to choose a new password. This link can be used once and expires in ${input.validMinutes} minutes.`,
    ],
    action: { label: 'Reset your password', url: input.url },
    footer: 'If you did not ask to reset your password, you can ignore this email: your password has not changed.',
  });
}

export function verifyEmailEmail(input: AccountEmailBase & { url: string; validHours: number }): EmailMessage {
  return actionEmail({
    to: input.to,
    subject: 'Confirm your email address',
    productName: input.productName,
    lines: [
      `Please confirm that this is the email address of your ${input.productName} account.`,
      `This link expires in ${input.validHours} hours.`,
    ],
    action: { label: 'Confirm your email address', url: input.url },
    footer: `If you did not create a ${input.productName} account, you can ignore this email.`,
  });
}
