/**
 * Build time only (`npm run codegen`, scripts/codegen.ts): reads an operation and describes how the cache keys its
 * answer's fields (field-keys.ts). Pages never import this module: they get the description, already made, beside
 * each operation's persisted id.
 */
import { Kind, print, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode, type ValueNode } from 'graphql';
import type { ArgumentValue, FieldKey, FieldKeys } from './field-keys';

function literal(value: ValueNode, defaults: ReadonlyMap<string, ArgumentValue>): ArgumentValue {
  switch (value.kind) {
    case Kind.VARIABLE: {
      const fallback = defaults.get(value.name.value);
      return fallback === undefined ? { $: value.name.value } : { $: value.name.value, d: fallback };
    }
    case Kind.INT:
    case Kind.FLOAT:
      return Number(value.value);
    case Kind.STRING:
    case Kind.ENUM:
      return value.value;
    case Kind.BOOLEAN:
      return value.value;
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return value.values.map((item) => literal(item, defaults));
    case Kind.OBJECT:
      return Object.fromEntries(value.fields.map((field) => [field.name.value, literal(field.value, defaults)]));
  }
}

interface MergedField {
  name: string;
  args: { [name: string]: ArgumentValue };
  selections: SelectionSetNode[];
}

/**
 * The operation's description, or undefined when every field is stored under its own answer's key. Throws when one
 * answer key stands for two different fields or arguments (possible under fragments on different types): the
 * cache could not tell which one an answer holds, so one of them needs an alias.
 */
export function describeFieldKeys(document: DocumentNode): FieldKeys | undefined {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1) throw new Error(`A document must hold one operation (found ${operations.length}).`);
  const operation = operations[0]!;
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const defaults = new Map<string, ArgumentValue>();
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue) defaults.set(definition.variable.name.value, literal(definition.defaultValue, defaults));
  }
  const where = `operation ${operation.name?.value ?? '(anonymous)'}`;

  function merge(sets: SelectionSetNode[], into: Map<string, MergedField>, seen: Set<string>): void {
    for (const set of sets) {
      for (const selection of set.selections) {
        if (selection.kind === Kind.INLINE_FRAGMENT) merge([selection.selectionSet], into, seen);
        else if (selection.kind === Kind.FRAGMENT_SPREAD) {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (!fragment) throw new Error(`${where}: fragment ${name} is not in the document.`);
          if (seen.has(name)) continue;
          merge([fragment.selectionSet], into, new Set([...seen, name]));
        } else {
          const responseKey = selection.alias?.value ?? selection.name.value;
          const args = Object.fromEntries((selection.arguments ?? []).map((arg) => [arg.name.value, literal(arg.value, defaults)]));
          const known = into.get(responseKey);
          if (known && (known.name !== selection.name.value || JSON.stringify(sorted(known.args)) !== JSON.stringify(sorted(args)))) {
            throw new Error(`${where}: "${responseKey}" stands for two different fields or arguments (${print(selection)}); give one of them an alias.`);
          }
          const field = known ?? { name: selection.name.value, args, selections: [] };
          if (selection.selectionSet) field.selections.push(selection.selectionSet);
          into.set(responseKey, field);
        }
      }
    }
  }

  function describe(sets: SelectionSetNode[], top: boolean): FieldKeys | undefined {
    const fields = new Map<string, MergedField>();
    merge(sets, fields, new Set());
    const out: FieldKeys = {};
    for (const [responseKey, field] of fields) {
      const selects = field.selections.length > 0 ? describe(field.selections, false) : undefined;
      const keyed = !top && (Object.keys(field.args).length > 0 || field.name !== responseKey);
      let key: FieldKey | undefined;
      if (!keyed) key = selects;
      else if (Object.keys(field.args).length === 0 && !selects) key = field.name;
      else key = selects ? [field.name, field.args, selects] : [field.name, field.args];
      if (key !== undefined) out[responseKey] = key;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }

  return describe([operation.selectionSet], true);
}

/** A value with its objects' keys in order, to compare two arguments written in different orders. */
function sorted(value: ArgumentValue): ArgumentValue {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(sorted);
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted(value[key]!)]),
  );
}
