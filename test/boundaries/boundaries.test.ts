import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const fixtures = join(import.meta.dirname, 'fixtures');
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as IConfiguration;

/** The rules that fire on one fixture: each fixture is a tiny tree breaking exactly one rule. */
async function violatedRules(fixture: string): Promise<string[]> {
  const { tsConfig: _project, ...options } = config.options ?? {};
  const { output } = await cruise(['src'], {
    ...options,
    baseDir: join(fixtures, fixture),
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  const result = output as ICruiseResult;
  return [...new Set(result.summary.violations.map((violation) => violation.rule.name))];
}

describe('module boundaries', () => {
  const ruleNames = (config.forbidden ?? []).map((rule) => rule.name);

  it('has a fixture for every rule, and nothing else', () => {
    expect(readdirSync(fixtures).sort()).toEqual([...ruleNames].sort());
  });

  it.each(ruleNames)('%s fires on its fixture, and only it', async (rule) => {
    expect(await violatedRules(rule!)).toEqual([rule]);
  });

  it('the project breaks no rule', async () => {
    // The command `npm run lint:boundaries` runs (CI's lint step), read as JSON.
    expect(await projectViolations()).toEqual([]);
  });
});

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

const violationKey = (v: Violation) => `${v.rule.name}: ${v.from} -> ${v.to}`;

async function projectViolations(): Promise<string[]> {
  const args = lintArguments();
  const without = args.filter((arg, i) => arg !== '--output-type' && args[i - 1] !== '--output-type');
  const command = [join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), ...without, '--output-type', 'json'];
  // The command exits with the number of violations: its report is on stdout either way.
  const stdout = await promisify(execFile)(process.execPath, command, { cwd: root, maxBuffer: 512 * 1024 * 1024 }).then(
    (done) => done.stdout,
    (failed: { stdout?: string }) => failed.stdout ?? '',
  );
  const result = JSON.parse(stdout) as { summary: { violations: Violation[] } };
  return [...new Set(result.summary.violations.map(violationKey))];
}

function lintArguments(): string[] {
  const pkg = createRequire(import.meta.url)(join(root, 'package.json')) as { scripts: Record<string, string> };
  const [command, ...args] = pkg.scripts['lint:boundaries']!.split(/\s+/);
  expect(command).toBe('depcruise');
  return args;
}
