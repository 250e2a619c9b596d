import { parse } from 'qs';

/** Stripe's form encoding: `a[b][0][c]=v` brackets nest objects, numeric segments make arrays (as `qs` reads them). */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export function parseStripeForm(body: string): FormObject {
  // Stripe's lists (line items, expand, lookup keys) stay arrays however long; values stay strings.
  return parse(body, { depth: 20, arrayLimit: 1000, parameterLimit: 10_000 }) as FormObject;
}

/** A string field, or undefined. */
export function str(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function obj(value: FormValue | undefined): FormObject {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

export function list(value: FormValue | undefined): FormValue[] {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined);
  if (value && typeof value === 'object') return Object.keys(value).sort((a, b) => Number(a) - Number(b)).map((k) => value[k]!);
  return [];
}

export function bool(value: FormValue | undefined): boolean | undefined {
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

export function int(value: FormValue | undefined): number | undefined {
  return typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : undefined;
}

/** Metadata as Stripe keeps it: string values only. */
export function metadata(value: FormValue | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj(value))) if (typeof v === 'string' && v !== '') out[k] = v;
  return out;
}
