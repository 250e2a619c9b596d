import { resolve } from 'node:path';
import { parseFlagList, type FlagValues } from '../shared/flags';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  productName: string;
  databaseUrl: string;
  redisUrl: string | null;
  dataDir: string;
  uploadsDir: string;
  smtpUrl: string | null;
  mailFrom: string;
  demo: boolean;
  flags: FlagValues;
  logLevel: string;
  sessionIdleMinutes: number;
  sessionAbsoluteDays: number;
  trustProxy: boolean;
}

export class ConfigError extends Error {}

/** Every environment variable the server reads, with its default and meaning (the README table mirrors this). */
export const CONFIG_VARIABLES = [
  ['PORT', '3000', 'HTTP port'],
  ['HOST', '0.0.0.0', 'interface to listen on'],
  ['PUBLIC_URL', 'http://localhost:$PORT', 'the address readers use; links in emails and feeds are built from it'],
  ['DATABASE_URL', 'sqlite:./data/quire.db', 'sqlite:PATH (embedded) or postgres://… (PostgreSQL)'],
  ['REDIS_URL', '(none)', 'redis://… moves cache, rate limits and pub/sub to Redis; without it they stay in process'],
  ['DATA_DIR', './data', 'where the SQLite file and uploads live'],
  ['SMTP_URL', '(none)', 'smtp://user:pass@host:port; without it email goes to the outbox table'],
  ['MAIL_FROM', 'Quire <no-reply@localhost>', 'sender address of outgoing email'],
  ['QUIRE_DEMO', '1', '0 turns off seeding demo content into an empty database'],
  ['QUIRE_FLAGS', '(none)', 'instance feature-flag defaults, e.g. "enable_apple_sign_in=1,passwords=1"'],
  ['LOG_LEVEL', 'info (warn in test)', 'fatal, error, warn, info, debug or trace'],
  ['SESSION_IDLE_MINUTES', '10080', 'a session ends after this long unused'],
  ['SESSION_ABSOLUTE_DAYS', '30', 'a session ends this long after sign-in, used or not'],
  ['TRUST_PROXY', '0', '1 when behind a load balancer that sets X-Forwarded-*'],
  ['NODE_ENV', 'development', 'production serves the built client; test is set by the test runner'],
] as const;

function intVar(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function urlVar(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${raw}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => p + '//').join(' or ')}, got "${raw}"`);
  }
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = intVar(env, 'PORT', 3000, 0, 65535);
  const dataDir = resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || `sqlite:${resolve(dataDir, 'quire.db')}`;
  if (!/^(sqlite:|postgres:\/\/|postgresql:\/\/)/.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must be sqlite:PATH or postgres://…, got "${databaseUrl}"`);
  }
  const publicUrl = urlVar(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  return {
    env: nodeEnv,
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl: publicUrl.replace(/\/$/, ''),
    productName: 'Quire',
    databaseUrl,
    redisUrl: urlVar(env, 'REDIS_URL', ['redis:', 'rediss:']),
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    smtpUrl: urlVar(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Quire <no-reply@localhost>',
    demo: env.QUIRE_DEMO !== '0',
    flags: parseFlagList(env.QUIRE_FLAGS ?? ''),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'warn' : 'info'),
    sessionIdleMinutes: intVar(env, 'SESSION_IDLE_MINUTES', 7 * 24 * 60, 5, 525600),
    sessionAbsoluteDays: intVar(env, 'SESSION_ABSOLUTE_DAYS', 30, 1, 3650),
    trustProxy: env.TRUST_PROXY === '1',
  };
}
