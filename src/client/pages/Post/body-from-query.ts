import type { PostBody } from '../../../shared/content';

/** GraphQL answers with explicit nulls; the content model uses absent fields. Drop the nulls, keep the rest. */
export function withoutNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutNulls) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (v !== null && key !== '__typename') out[key] = withoutNulls(v);
    }
    return out as T;
  }
  return value;
}

export function bodyFromQuery(bodyModel: { paragraphs: unknown[]; sections: unknown[] }): PostBody {
  return withoutNulls(bodyModel) as unknown as PostBody;
}
