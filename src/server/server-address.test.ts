import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readServerAddress, writeServerAddress } from './server-address';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the running server’s address', () => {
  it('is read back as written', () => {
    dir = mkdtempSync(join(tmpdir(), 'quire-address-'));
    expect(readServerAddress(dir)).toBeNull();
    writeServerAddress(dir, 'http://localhost:4123');
    expect(readServerAddress(dir)).toBe('http://localhost:4123');
  });

  it('ignores a damaged or foreign file', () => {
    dir = mkdtempSync(join(tmpdir(), 'quire-address-'));
    writeFileSync(join(dir, 'server.json'), '{"publicUrl":"javascript:alert(1)"}');
    expect(readServerAddress(dir)).toBeNull();
    writeFileSync(join(dir, 'server.json'), 'not json');
    expect(readServerAddress(dir)).toBeNull();
  });
});
