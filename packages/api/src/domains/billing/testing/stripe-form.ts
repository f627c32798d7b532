// Reading the Stripe SDK's form-encoded request bodies in the fake Stripe server.
import type { IncomingMessage } from 'node:http';

export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/** `a[b][0][c]=v` into nested objects and arrays, as Stripe reads its form bodies. */
export function parseStripeForm(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, FormValue> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, FormValue>;
    });
  }
  const arrays = (value: FormValue): FormValue => {
    if (typeof value === 'string' || Array.isArray(value)) return value;
    const keys = Object.keys(value);
    const entries = keys.map((k) => [k, arrays(value[k]!)] as const);
    if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k)))
      return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
    return Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, FormValue>;
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
