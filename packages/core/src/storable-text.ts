// PostgreSQL stores no NUL character (in text or jsonb) and no unpaired UTF-16 surrogate (in
// jsonb), so input carrying one is refused up front, naming the field, instead of failing at the
// database as a server error.

export const UNSTORABLE_TEXT_MESSAGE = 'Contains characters that cannot be saved';

/**
 * The bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069). Real
 * right-to-left text never needs them typed in; in a name or title they make text display in
 * another order than it is stored ("Invoice\u202Efdp.exe" reads "Invoiceexe.pdf"), so a list, an
 * e-mail or a presentation could show an advisor something other than what was saved.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

const UNPAIRED_SURROGATE = /\p{Cs}/u;

function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || UNPAIRED_SURROGATE.test(text);
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

interface Visit {
  value: unknown;
  key: string | number | undefined;
  parent: Visit | undefined;
}

function pathOf(visit: Visit, lastKey?: string): (string | number)[] {
  const reversed: (string | number)[] = lastKey === undefined ? [] : [lastKey];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent)
    reversed.push(at.key);
  return reversed.reverse();
}

/**
 * The path of the first string (value or object key) in `value` that PostgreSQL cannot store, or
 * null. Walks JSON-like data (arrays and plain objects) without recursion and in linear time, so
 * hostile nesting costs no more than the input's size.
 */
export function findUnstorableText(value: unknown): (string | number)[] | null {
  const stack: Visit[] = [{ value, key: undefined, parent: undefined }];
  const seen = new Set<object>();
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (isUnstorable(current)) return pathOf(visit);
      continue;
    }
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1)
        stack.push({ value: current[i], key: i, parent: visit });
    } else if (isPlainObject(current)) {
      // Pushed last to first, so the first entry is visited first.
      const entries: [string, unknown][] = Object.entries(current).reverse();
      for (const [key, item] of entries) {
        if (isUnstorable(key)) return pathOf(visit, key);
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}
