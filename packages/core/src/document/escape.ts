// Escaping for text we interpolate into HTML and inline scripts.

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON safe inside an inline <script> or any markup: <, > and & become \u escapes (still valid
 * JSON), so it can neither close an element nor open a tag or a comment. `indent` as in JSON.stringify.
 */
export function scriptJson(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}
