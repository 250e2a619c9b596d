/**
 * Each validation schema is the one rule for both sides: the browser checks with it as people type, the server
 * enforces it. This test reads the sources and shows, for each schema's runner, an import from client code and
 * one from server code (tests aside), so a side that starts writing its own copy of a rule shows here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(process.cwd(), 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const TEXTS = { client: sources(join(ROOT, 'client')).map((path) => readFileSync(path, 'utf8')), server: sources(join(ROOT, 'server')).map((path) => readFileSync(path, 'utf8')) };

/** Names imported from shared/validation/<file>, by the files of one side. */
function importedNames(side: 'client' | 'server', file: string): Set<string> {
  const names = new Set<string>();
  const pattern = new RegExp(`import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*'[./]*(?:shared/)?validation/${file}'`, 'g');
  for (const text of TEXTS[side]) {
    for (const match of text.matchAll(pattern)) {
      for (const name of (match[1] ?? '').split(',')) names.add(name.trim().replace(/\s+as\s+\w+$/, ''));
    }
  }
  return names;
}

/** Schema file → the functions that run its schemas and that both the client and the server call. */
const SHARED: Record<string, string[]> = {
  auth: ['checkDisplayName', 'isValidEmail', 'isValidLoginCode', 'isValidTwoFactorCode', 'isValidRecoveryCode'],
  profile: ['checkUsername', 'checkBio'],
  lists: ['listNameError', 'listDescriptionError'],
  series: ['seriesTitleError', 'seriesDescriptionError', 'sequenceTitleError', 'sequenceDescriptionError', 'partTextError'],
  publications: ['checkPublicationSlug', 'checkPublicationName', 'checkTagline', 'checkDescription', 'checkNavItems', 'checkFeaturePage', 'checkCustomDomain'],
  gifts: ['giftDetailsError', 'groupQuantityError'],
  stories: ['normalizeTags', 'normalizeCanonicalUrl', 'isLicense'],
};

describe('validation schemas are shared by client and server', () => {
  for (const [file, runners] of Object.entries(SHARED)) {
    it(`${file}: ${runners.join(', ')}`, () => {
      const client = importedNames('client', file);
      const server = importedNames('server', file);
      for (const runner of runners) {
        expect(client.has(runner), `${runner} imported by the client`).toBe(true);
        expect(server.has(runner), `${runner} imported by the server`).toBe(true);
      }
    });
  }
});
