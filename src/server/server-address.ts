import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'server.json';

/** Records where the running server answers, under DATA_DIR. */
export function writeServerAddress(dataDir: string, publicUrl: string): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, FILE), JSON.stringify({ publicUrl }));
}

/** The address the server last started on with this DATA_DIR, or null. */
export function readServerAddress(dataDir: string): string | null {
  const path = join(dataDir, FILE);
  if (!existsSync(path)) return null;
  try {
    const { publicUrl } = JSON.parse(readFileSync(path, 'utf8')) as { publicUrl?: unknown };
    return typeof publicUrl === 'string' && /^https?:\/\//.test(publicUrl) ? publicUrl : null;
  } catch {
    return null;
  }
}
