import { generate, generateSecret, generateURI, verify } from 'otplib';
import { TWO_FACTOR_CODE_LENGTH } from '../../shared/validation/auth';

/** Authenticator-app codes: RFC 6238, SHA-1, 30-second steps, as many digits as every other code here. */
const PERIOD_SECONDS = 30;
/** One step either side of now, for clocks that drift and codes typed just as they change. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, issuer: string, account: string): string {
  return generateURI({ issuer, label: account, secret, digits: TWO_FACTOR_CODE_LENGTH, period: PERIOD_SECONDS });
}

export function totpCode(secret: string, now = Date.now()): Promise<string> {
  return generate({ secret, digits: TWO_FACTOR_CODE_LENGTH, period: PERIOD_SECONDS, epoch: Math.floor(now / 1000) });
}

/**
 * The time step the code belongs to when it is right and newer than `afterStep` (the last one accepted),
 * otherwise null: a code is good once.
 */
export async function acceptedTotpStep(secret: string, code: string, afterStep: number | null, now = Date.now()): Promise<number | null> {
  const epoch = Math.floor(now / 1000);
  const result = await verify({ secret, token: code, digits: TWO_FACTOR_CODE_LENGTH, period: PERIOD_SECONDS, epoch, epochTolerance: TOLERANCE_SECONDS });
  if (!result.valid) return null;
  const step = Math.floor(epoch / PERIOD_SECONDS) + result.delta;
  return afterStep !== null && step <= afterStep ? null : step;
}
