// Splits the built-in writer's text into chunks for a simulated stream.

/**
 * Splits a document into chunks for a simulated stream. Never splits a surrogate pair;
 * joining the chunks gives the input back.
 */
export function offlineChunks(html: string, chunkSize = 400): string[] {
  const size = Number.isFinite(chunkSize) ? Math.max(2, Math.floor(chunkSize)) : 400;
  const chunks: string[] = [];
  let start = 0;
  while (start < html.length) {
    let end = Math.min(html.length, start + size);
    const last = html.charCodeAt(end - 1);
    if (end < html.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    chunks.push(html.slice(start, end));
    start = end;
  }
  return chunks;
}
