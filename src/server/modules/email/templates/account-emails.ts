import { composeEmail } from '../compose';
import type { Block } from '../document';
import type { EmailMessage } from '../mailer';

/** Who gets the message, how the product names itself, and its address (for the logo); every link is absolute. */
export interface AccountEmailBase {
  to: string;
  productName: string;
  publicUrl: string;
}

/** A line or two, one button with its link also written out, and why the reader may ignore it. */
function actionEmail(input: AccountEmailBase & { subject: string; blocks: Block[]; action: { label: string; url: string }; footer: string }): Promise<EmailMessage> {
  return composeEmail({
    to: input.to,
    subject: input.subject,
    productName: input.productName,
    publicUrl: input.publicUrl,
    blocks: input.blocks,
    action: input.action,
    pasteLink: true,
    footer: [input.footer],
  });
}

const paragraph = (text: string): Block => ({ kind: 'paragraph', parts: [{ text }] });

export function signInLinkEmail(input: AccountEmailBase & { url: string; validMinutes: number }): Promise<EmailMessage> {
  return actionEmail({
    ...input,
    subject: `Sign in to ${input.productName}`,
    blocks: [
      paragraph(`Click the button below to sign in to ${input.productName}.`),
      paragraph(`This link can be used once and expires in ${input.validMinutes} minutes.`),
    ],
    action: { label: `Sign in to ${input.productName}`, url: input.url },
    footer: 'If you did not try to sign in, you can ignore this email: nobody can sign in without this link.',
  });
}

/** The code first, for a phone's browser to type into the page that asked for it; the link under it. */
export function signInCodeEmail(input: AccountEmailBase & { url: string; code: string; validMinutes: number }): Promise<EmailMessage> {
  return actionEmail({
    ...input,
    subject: `Your ${input.productName} sign-in code: ${input.code}`,
    blocks: [
      { kind: 'code', label: 'Your sign-in code', code: input.code },
      paragraph(`Enter it on the page where you asked to sign in. It can be used once and expires in ${input.validMinutes} minutes.`),
      paragraph('Or sign in with the button below.'),
    ],
    action: { label: `Sign in to ${input.productName}`, url: input.url },
    footer: 'If you did not try to sign in, you can ignore this email. Never share this code with anyone.',
  });
}

export function signUpLinkEmail(input: AccountEmailBase & { url: string; validMinutes: number }): Promise<EmailMessage> {
  return actionEmail({
    ...input,
    subject: `Finish creating your ${input.productName} account`,
    blocks: [
      paragraph(`Thanks for joining ${input.productName}. Click the button below to confirm your email address and finish creating your account.`),
      paragraph(`This link can be used once and expires in ${input.validMinutes} minutes.`),
    ],
    action: { label: 'Create your account', url: input.url },
    footer: 'If you did not try to create an account, you can ignore this email: no account is made without this link.',
  });
}

/** A sign-up was asked for an address that already has an account: offer to sign in instead. */
export function alreadyHaveAccountEmail(input: AccountEmailBase & { url: string; validMinutes: number }): Promise<EmailMessage> {
  return actionEmail({
    ...input,
    subject: `You already have a ${input.productName} account`,
    blocks: [
      paragraph(`Someone (hopefully you) tried to create a ${input.productName} account with this email address, but you already have one.`),
      paragraph(`Click the button below to sign in instead. This link can be used once and expires in ${input.validMinutes} minutes.`),
    ],
    action: { label: `Sign in to ${input.productName}`, url: input.url },
    footer: 'If this was not you, you can ignore this email: your account has not changed.',
  });
}

export function passwordResetEmail(input: AccountEmailBase & { url: string; validMinutes: number }): Promise<EmailMessage> {
  return actionEmail({
    ...input,
    subject: `Reset your ${input.productName} password`,
    blocks: [
      paragraph(`We received a request to reset the password of your ${input.productName} account.`),
      paragraph(`Click the button below to choose a new password. This link can be used once and expires in ${input.validMinutes} minutes.`),
    ],
    action: { label: 'Reset your password', url: input.url },
    footer: 'If you did not ask to reset your password, you can ignore this email: your password has not changed.',
  });
}

export function verifyEmailEmail(input: AccountEmailBase & { url: string; validHours: number }): Promise<EmailMessage> {
  return actionEmail({
    ...input,
    subject: 'Confirm your email address',
    blocks: [
      paragraph(`Please confirm that this is the email address of your ${input.productName} account.`),
      paragraph(`This link expires in ${input.validHours} hours.`),
    ],
    action: { label: 'Confirm your email address', url: input.url },
    footer: `If you did not create a ${input.productName} account, you can ignore this email.`,
  });
}
