import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Recurring work goes through the one scheduler: the lint rule refuses a hand-written timer anywhere in the
// server outside src/server/jobs (and nothing in the server has one today: CI lints every file).
// Loading the lint configuration (typescript-eslint) takes seconds on a busy machine: an explicit budget.
describe('the no-timer rule', { timeout: 30_000 }, () => {
  const eslint = new ESLint();
  const lint = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };

  it('refuses setInterval in a module, in http and in app.ts', async () => {
    const code = 'export const stop = setInterval(() => undefined, 60_000);\n';
    for (const file of ['src/server/modules/trending/trending.job.ts', 'src/server/http/page-cache.ts', 'src/server/app.ts']) {
      expect(await lint(file, code), file).toEqual([expect.stringMatching(/^Declare recurring work with jobs\.recurring/)]);
    }
    expect(await lint('src/server/app.ts', 'export const stop = globalThis.setInterval(() => undefined, 1);\n')).toHaveLength(1);
  });

  it('lets the job system keep its own timers', async () => {
    expect(await lint('src/server/jobs/database-runner.ts', 'export const lease = setInterval(() => undefined, 5_000);\n')).toEqual([]);
  });
});
