import { readFileSync } from 'node:fs';

/** A membership plan as configured (built in, or from QUIRE_PLANS_FILE). */
export interface PlanConfig {
  planId: string;
  kind: 'MONTHLY' | 'YEARLY' | 'TRIAL' | 'GIFT' | 'STAFF_YEARLY';
  name: string;
  description: string;
  /** Cents. */
  amount: number;
  currency: 'USD' | 'CAD';
  /** Months one payment covers. */
  months: number;
  /** Free days before the first charge (trial plans). */
  trialDays: number | null;
  /** The Stripe price's lookup key (recurring for memberships, one-time for gifts). */
  stripeLookupKey: string;
}

/**
 * The built-in plans. The trial is the monthly price with its first 30 days free, offered to readers who
 * never had a membership; the staff plan is shown to staff only.
 */
export const DEFAULT_PLANS: readonly PlanConfig[] = [
  plan('monthly', 'MONTHLY', 'Monthly', 'Read every member-only story and support the writers you read. Billed every month.', 500, 1, 'quire_membership_monthly'),
  plan('yearly', 'YEARLY', 'Annual', 'Two months free: a full year of member-only stories, billed once a year.', 5000, 12, 'quire_membership_yearly'),
  { ...plan('trial', 'TRIAL', 'Try it free', 'Your first 30 days are free, then $5 a month. Cancel any time before the trial ends.', 500, 1, 'quire_membership_monthly'), trialDays: 30 },
  plan('gift-1', 'GIFT', '1 month', 'One month of membership, as a gift.', 500, 1, 'quire_gift_1_month'),
  plan('gift-3', 'GIFT', '3 months', 'Three months of membership, as a gift.', 1500, 3, 'quire_gift_3_months'),
  plan('gift-6', 'GIFT', '6 months', 'Six months of membership, as a gift.', 3000, 6, 'quire_gift_6_months'),
  plan('gift-12', 'GIFT', '1 year', 'A year of membership, as a gift.', 5000, 12, 'quire_gift_12_months'),
  plan('staff-yearly', 'STAFF_YEARLY', 'Staff annual', 'The staff plan: a year of membership at the staff rate.', 1000, 12, 'quire_membership_staff_yearly'),
];

function plan(planId: string, kind: PlanConfig['kind'], name: string, description: string, amount: number, months: number, stripeLookupKey: string): PlanConfig {
  return { planId, kind, name, description, amount, currency: 'USD', months, trialDays: null, stripeLookupKey };
}

export class PlansFileError extends Error {}

const KINDS = ['MONTHLY', 'YEARLY', 'TRIAL', 'GIFT', 'STAFF_YEARLY'] as const;

/** Checks a plans list (from a file) and says exactly what is wrong. */
export function validatePlans(raw: unknown, source = 'QUIRE_PLANS_FILE'): PlanConfig[] {
  const list = Array.isArray(raw) ? raw : (raw as { plans?: unknown } | null)?.plans;
  if (!Array.isArray(list) || list.length === 0) throw new PlansFileError(`${source}: expected a JSON array of plans (or {"plans": [...]}) with at least one plan`);
  const seen = new Set<string>();
  const plans = list.map((item: unknown, index): PlanConfig => {
    const where = `${source}: plan ${index + 1}`;
    if (!item || typeof item !== 'object') throw new PlansFileError(`${where} is not an object`);
    const p = item as Record<string, unknown>;
    const text = (name: string): string => {
      if (typeof p[name] !== 'string' || !(p[name] as string).trim()) throw new PlansFileError(`${where}: "${name}" must be a non-empty string`);
      return (p[name] as string).trim();
    };
    const int = (name: string, min: number, max: number): number => {
      const v = p[name];
      if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw new PlansFileError(`${where}: "${name}" must be a whole number from ${min} to ${max}`);
      return v;
    };
    const planId = text('planId');
    if (!/^[a-z0-9][a-z0-9-]{0,39}$/.test(planId)) throw new PlansFileError(`${where}: "planId" must be lowercase letters, digits and dashes`);
    if (seen.has(planId)) throw new PlansFileError(`${where}: planId "${planId}" appears twice`);
    seen.add(planId);
    const kind = text('kind') as PlanConfig['kind'];
    if (!KINDS.includes(kind)) throw new PlansFileError(`${where}: "kind" must be one of ${KINDS.join(', ')}`);
    const currency = (p.currency ?? 'USD') as PlanConfig['currency'];
    if (currency !== 'USD' && currency !== 'CAD') throw new PlansFileError(`${where}: "currency" must be USD or CAD`);
    const trialDays = p.trialDays === undefined || p.trialDays === null ? null : int('trialDays', 1, 730);
    if (kind === 'TRIAL' && trialDays === null) throw new PlansFileError(`${where}: a TRIAL plan needs "trialDays"`);
    return {
      planId,
      kind,
      name: text('name'),
      description: text('description'),
      amount: int('amount', 0, 10_000_000),
      currency,
      months: int('months', 1, 120),
      trialDays,
      stripeLookupKey: text('stripeLookupKey'),
    };
  });
  if (!plans.some((p) => p.kind === 'MONTHLY' || p.kind === 'YEARLY')) throw new PlansFileError(`${source}: at least one MONTHLY or YEARLY plan is needed`);
  return plans;
}

/** The plans of this instance: the file's when QUIRE_PLANS_FILE is set, else the built-in ones. */
export function loadPlans(file: string | null): PlanConfig[] {
  if (!file) return [...DEFAULT_PLANS];
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new PlansFileError(`QUIRE_PLANS_FILE: cannot read ${file} (${(error as Error).message})`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new PlansFileError(`QUIRE_PLANS_FILE: ${file} is not valid JSON (${(error as Error).message})`);
  }
  return validatePlans(raw, `QUIRE_PLANS_FILE (${file})`);
}
