import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openBrowser, signInLink, waitForHydration, type BrowserSession } from './browser';

// An account no other browser test signs in with: two-factor changes how its email links sign in.
const EMAIL = 'radia@quire.test';

function totp(secret: string, atMs = Date.now()): Promise<string> {
  return generate({ secret, digits: 7, epoch: Math.floor(atMs / 1000) });
}

/** Types a code into the seven boxes the way a person does: click the first, then the digits. */
async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 7' }).click();
  await page.keyboard.type(code, { delay: 20 });
}

describe('two-factor authentication', () => {
  let session: BrowserSession | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('is turned on with an authenticator app in settings, then a recovery code signs in', async () => {
    session = await openBrowser({ permissions: ['clipboard-read', 'clipboard-write'] });
    const { page } = session;

    // Signed in by email link, set up the authenticator app.
    await page.goto(await signInLink(EMAIL));
    await page.goto('/me/settings#security');
    const section = page.getByTestId('two-factor-section');
    await waitForHydration(page, '[data-testid="two-factor-section"] button');
    await expect.poll(() => section.getByTestId('two-factor-status').textContent()).toContain('Off');

    await section.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    await section.getByRole('heading', { name: 'Choose how to get your codes' }).waitFor();
    for (const label of ['Authenticator app', 'Text message', 'Voice call']) expect(await section.getByText(label, { exact: true }).count()).toBe(1);
    expect(await section.getByRole('radio', { name: /Authenticator app/ }).isChecked()).toBe(true);
    await section.getByRole('button', { name: 'Continue' }).click();

    await section.getByRole('heading', { name: 'Enter your verification code' }).waitFor();
    expect(await section.getByRole('img', { name: 'QR code to scan with your authenticator app' }).isVisible()).toBe(true);
    await section.getByText('Can’t scan it?').click();
    const secret = (await section.getByTestId('totp-key').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    // A malformed code is refused on the spot; the right one turns two-factor on.
    await typeCode(page, '123');
    await page.keyboard.press('Enter');
    await section.getByText('Please enter a valid verification code.').waitFor();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await typeCode(page, await totp(secret));
    expect(await page.getByRole('textbox', { name: 'Digit 7 of 7' }).inputValue()).toMatch(/^\d$/);
    await section.getByRole('button', { name: 'Verify' }).click();

    // The backup codes are made once, shown, and can be copied.
    await section.getByRole('heading', { name: 'Save your backup codes' }).waitFor();
    const codeItems = section.locator('.tfa-backup-codes__code');
    await expect.poll(() => codeItems.count()).toBe(10);
    const backupCodes = (await codeItems.allTextContents()).map((c) => c.trim());
    for (const code of backupCodes) expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await section.getByRole('link', { name: 'Cancel' }).count()).toBe(0);
    expect(await section.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await section.getByRole('button', { name: 'Copy codes' }).click();
    await section.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(backupCodes[0]);
    await section.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => section.getByTestId('two-factor-status').textContent()).toContain('Authenticator app');
    await expect.poll(() => section.getByTestId('backup-codes-remaining').textContent()).toBe('10 backup code(s) left.');

    // Sign out, and back in by email link: the link now leads to the second step.
    await page.getByRole('button', { name: 'User menu', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
    await page.goto(await signInLink(EMAIL));
    await page.waitForURL((url) => url.pathname === '/two-factor-authentication' && url.searchParams.has('token'));
    await page.getByRole('heading', { name: 'Enter your verification code' }).waitFor();
    await waitForHydration(page, '.tfa-code__box');
    expect(await page.getByRole('button', { name: 'User menu', exact: true }).count()).toBe(0);

    // Paste fills the boxes; a wrong code is counted and said so.
    const current = await totp(secret);
    const wrong = current.startsWith('0') ? '1111111' : '0000000';
    await page.evaluate((text) => navigator.clipboard.writeText(text), wrong);
    await page.getByRole('textbox', { name: 'Digit 1 of 7' }).focus();
    await page.keyboard.press('ControlOrMeta+V');
    expect(await page.getByRole('textbox', { name: 'Digit 7 of 7' }).inputValue()).toBe(wrong[6]);
    await page.keyboard.press('Enter');
    await page.getByText(/That verification code was incorrect\. You have 5 more attempt\(s\)/).waitFor();

    // The recovery code gets in.
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByRole('heading', { name: 'Two factor recovery code' }).waitFor();
    expect(await page.getByText('Contact our support team').count()).toBe(1);
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(backupCodes[0]!.toLowerCase());
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.pathname !== '/two-factor-authentication');
    await page.getByRole('button', { name: 'User menu', exact: true }).waitFor();

    // Turning it off takes another backup code (so the account is left as it was found).
    await page.goto('/me/settings#security');
    await waitForHydration(page, '[data-testid="two-factor-section"] button');
    await expect.poll(() => section.getByTestId('backup-codes-remaining').textContent()).toBe('9 backup code(s) left.');
    await section.getByRole('button', { name: 'Turn off' }).click();
    await section.getByRole('button', { name: 'Use a backup code' }).click();
    await section.getByRole('textbox', { name: 'Backup code' }).fill(backupCodes[0]!);
    await section.getByRole('button', { name: 'Turn off' }).click();
    // The one already used does not work again.
    await section.getByText(/That verification code was incorrect/).waitFor();
    await section.getByRole('textbox', { name: 'Backup code' }).fill(backupCodes[1]!);
    await section.getByRole('button', { name: 'Turn off' }).click();
    await expect.poll(() => section.getByTestId('two-factor-status').textContent()).toContain('Off');
    expect(session.errors).toEqual([]);
  });
});
