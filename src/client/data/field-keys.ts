import { stableStringify, type Variables } from './document';

/**
 * How an operation's answer is stored in the normalized cache: a field is kept on its entity under its name and
 * its arguments (`position({"postId":"p1"})`), not under the key it has in the answer, so the same field asked with
 * different arguments keeps one value per arguments, and an alias does not split one field into two.
 *
 * Operations are persisted, so the browser has no operation text to read the arguments from: `npm run codegen`
 * writes this description beside each operation (`describeFieldKeys`), and the build puts it in the operation's
 * module next to its persisted id. It names only the answer's keys whose stored key differs from the answer's (a
 * field below the top level with arguments or an alias) and the keys on the way to them:
 *
 * - a `FieldKeys` object: the key is stored as it is; the description of what it selects;
 * - a string: the field's name (an alias without arguments);
 * - `[name, arguments, what it selects?]`: the key is the name and the arguments' values, each argument as
 *   written (a literal, or `{ $: variable, d?: its default }`).
 *
 * The top level is the query's own answer, kept per operation and variables, so its fields need no key.
 */
export type FieldKeys = { [responseKey: string]: FieldKey };
export type FieldKey = FieldKeys | string | [name: string, args: { [name: string]: ArgumentValue }, selects?: FieldKeys];
export type ArgumentValue = null | boolean | number | string | ArgumentValue[] | { [name: string]: ArgumentValue };

function isVariable(value: object): value is { $: string; d?: ArgumentValue } {
  return typeof (value as { $?: unknown }).$ === 'string';
}

/** An argument's value for these variables; undefined when it names a variable not given (the argument is left out). */
function argumentValue(value: ArgumentValue, variables: Variables | undefined): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => argumentValue(item, variables));
  if (isVariable(value)) {
    const given = variables?.[value.$];
    return given === undefined ? value.d : given;
  }
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) out[name] = argumentValue(item, variables);
  return out;
}

/** The key a field of the answer is stored under, and the description of what it selects. */
export function storageKey(key: FieldKey | undefined, responseKey: string, variables: Variables | undefined): [string, FieldKeys | undefined] {
  if (key === undefined) return [responseKey, undefined];
  if (typeof key === 'string') return [key, undefined];
  if (!Array.isArray(key)) return [responseKey, key];
  const [name, args, selects] = key;
  const values = stableStringify(argumentValue(args, variables));
  return [values === '{}' ? name : `${name}(${values})`, selects];
}

/** The field a stored key is of: `position({"postId":"p1"})` is of `position`. */
export function fieldOfStorageKey(key: string): string {
  const paren = key.indexOf('(');
  return paren === -1 ? key : key.slice(0, paren);
}
