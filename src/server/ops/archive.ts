import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import { join, posix, relative, sep } from 'node:path';

/** A failure an operator can act on: its message says what is wrong and what to do, and nothing was changed. */
export class OperationError extends Error {}

export interface ArchivedFile {
  /** Inside the archive, with forward slashes: `database/quire.db`, `uploads/images/ab/….png`, `secrets/app-secret.key`. */
  path: string;
  bytes: number;
  sha256: string;
}

export function sha256File(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Every regular file under `dir`, as paths relative to it with forward slashes (links and sockets are left out). */
export async function listFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(current: string) {
    let entries;
    try {
      entries = await readdir(current, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) found.push(relative(dir, path).split(sep).join(posix.sep));
    }
  }
  await walk(dir);
  return found.sort();
}

export async function describeFile(root: string, path: string): Promise<ArchivedFile> {
  const full = join(root, ...path.split('/'));
  return { path, bytes: (await lstat(full)).size, sha256: await sha256File(full) };
}

/** Runs a program to its end; rejects with its standard error when it fails, or with `missing` when it is not installed. */
export function run(program: string, args: string[], options: { env?: NodeJS.ProcessEnv; missing: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new OperationError(options.missing) : error));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(Buffer.concat(err).toString('utf8').trim() || `${program} ended with code ${code}`));
    });
  });
}

const TAR_MISSING = 'The `tar` command was not found: install it (it comes with every Linux distribution and macOS) and run again.';

/** Packs the named entries of `dir` into a gzip-compressed tar file (the system's `tar`, GNU or BSD). */
export async function packTarGz(dir: string, entries: string[], file: string): Promise<void> {
  await run('tar', ['-czf', file, '-C', dir, ...entries], { missing: TAR_MISSING });
}

/** Unpacks a .tar.gz into `dir`; files keep the restoring user as their owner. */
export async function unpackTarGz(file: string, dir: string): Promise<void> {
  await run('tar', ['-xzf', file, '-C', dir, '--no-same-owner'], { missing: TAR_MISSING });
}
