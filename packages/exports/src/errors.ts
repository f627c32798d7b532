// The errors an export throws on purpose: each carries the message the advisor reads, so the
// API can show it as it is.

/** A document too long for the format asked for; nothing was written. */
export class ExportTooLargeError extends Error {
  override readonly name = 'ExportTooLargeError';

  constructor(
    /** The format's limit ('pages' for a PDF). */
    readonly limit: number,
    message = `This presentation is too long for a PDF (over ${limit} pages). Hide or shorten some sections and try again.`,
  ) {
    super(message);
  }
}
