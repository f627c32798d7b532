// Numbers as people type them in forms: money amounts and whole numbers.

/**
 * Parses a money amount as people type it ('75000', '75,000', '$75 000.50').
 * Returns null when the text is not a non-negative finite number.
 */
export function parseAmount(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value
    .trim()
    .replace(/^\$/, '')
    .replace(/[,\s_]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Parses a whole number typed in a form ('42'); null for anything else. */
export function parseWholeNumber(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  return Number(trimmed);
}
