/**
 * The few pieces every validation schema is built from (valibot, named imports only so the client's bundles
 * keep only what a page uses). A schema carries the spec's message on each rule; the `check…`/`…Error`
 * functions beside the schemas run them and answer with the first message, as callers have always read it.
 */
import { check, nonEmpty, nullish, safeParse, string, type GenericSchema } from 'valibot';

export type Verdict<T> = { ok: true; value: T } | { ok: false; message: string };

/** Runs a schema up to its first problem: the value it produced, or that problem's message. */
export function verdict<T>(schema: GenericSchema<unknown, T>, input: unknown): Verdict<T> {
  const result = safeParse(schema, input, { abortEarly: true });
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, message: result.issues[0].message };
}

/** The first problem's message, or null when the input passes. */
export function firstError(schema: GenericSchema, input: unknown): string | null {
  const result = verdict(schema, input);
  return result.ok ? null : result.message;
}

/** Whether the input passes (for the `isX` guards). */
export function passes(schema: GenericSchema, input: unknown): boolean {
  return safeParse(schema, input, { abortEarly: true }).success;
}

/** Characters as a reader counts them: code points, not UTF-16 units (an emoji is one). */
export function charCount(text: string): number {
  return [...text].length;
}

/** At most `max` characters as a reader counts them. */
export function maxChars(max: number, message: string) {
  return check<string, string>((text) => charCount(text) <= max, message);
}

/** A text field: absent (null, undefined) reads as empty. */
export function textField(message: string) {
  return nullish(string(message), '');
}

/** Not empty once cleaned. */
export function required(message: string) {
  return nonEmpty<string, string>(message);
}

