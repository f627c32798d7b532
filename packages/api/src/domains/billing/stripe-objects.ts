// Reading Stripe objects whatever their shape: a reference is an id or the expanded object, and
// some fields moved between API versions.

type Obj = Record<string, unknown>;

/** The id of a reference that is either an id string or an expanded object; null for none or ''. */
export function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  if (value && typeof value === 'object' && typeof (value as Obj).id === 'string')
    return (value as { id: string }).id;
  return null;
}

/** The value at a path of nested objects, or undefined where the path breaks off. */
export function objectAt(value: unknown, ...path: string[]): unknown {
  return path.reduce<unknown>(
    (current, key) => (current && typeof current === 'object' ? (current as Obj)[key] : undefined),
    value,
  );
}
