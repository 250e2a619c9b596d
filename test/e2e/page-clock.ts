import type { Page } from 'playwright-core';

/**
 * Resolves once the page has run the tasks it had queued. React renders, commits and runs effects in
 * tasks of their own, so after `page.clock.runFor` (which fires timers) or right after something appears,
 * this is what lets the page catch up before the test looks: a timer that fired has had its effect, and a
 * countdown started by an effect is running. A message posted now is delivered after those already posted.
 */
export async function pageTasksDone(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
      }),
  );
}
