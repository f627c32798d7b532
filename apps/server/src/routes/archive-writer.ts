// The data archive's ZIP, written into the stream the reply sends: each file pushed in slices, and
// after every slice a wait until the socket has taken what was written (see data-archive.ts).
import { PassThrough } from 'node:stream';

import { strToU8, Zip, ZipDeflate } from 'fflate';

/** Bytes pushed into the deflater at a time: small enough that no push holds the event loop long. */
const SLICE = 64 * 1024;

export class ClientGone extends Error {
  constructor() {
    super('the client closed the download');
  }
}

/** A ZIP written into a stream that the reply sends, with backpressure. */
export class ArchiveWriter {
  readonly stream = new PassThrough({ highWaterMark: SLICE });
  private readonly zip: Zip;
  private readonly mtime = new Date();
  private gone = false;

  constructor() {
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.stream.destroy(error);
        return;
      }
      if (!this.stream.destroyed) this.stream.write(chunk);
      if (final) this.stream.end();
    });
    this.stream.on('close', () => (this.gone = true));
  }

  /** The download was closed (read afresh after each wait: the stream's close event sets it). */
  private isGone(): boolean {
    return this.gone;
  }

  /** Resolves once the reader has taken what was written (or rejects when the download was closed). */
  private async drained(): Promise<void> {
    if (this.gone) throw new ClientGone();
    if (!this.stream.writableNeedDrain) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        this.stream.off('drain', done);
        this.stream.off('close', done);
        resolve();
      };
      this.stream.on('drain', done);
      this.stream.on('close', done);
    });
    if (this.isGone()) throw new ClientGone();
  }

  /** One file, from text written in parts (each part pushed in slices as it comes). */
  async file(name: string, parts: AsyncIterable<string>): Promise<void> {
    const entry = this.entry(name);
    for await (const part of parts) await this.push(entry, part);
    await this.finish(entry);
  }

  async text(name: string, text: string): Promise<void> {
    const entry = this.entry(name);
    await this.push(entry, text);
    await this.finish(entry);
  }

  private entry(name: string): ZipDeflate {
    const entry = new ZipDeflate(name, { level: 6 });
    entry.mtime = this.mtime;
    this.zip.add(entry);
    return entry;
  }

  /** Text into an entry, in slices, each taken by the reader before the next. */
  private async push(entry: ZipDeflate, text: string): Promise<void> {
    const bytes = strToU8(text);
    for (let start = 0; start < bytes.length; start += SLICE) {
      entry.push(bytes.subarray(start, start + SLICE), false);
      await this.drained();
    }
  }

  private async finish(entry: ZipDeflate): Promise<void> {
    entry.push(new Uint8Array(0), true);
    await this.drained();
  }

  json(name: string, value: unknown): Promise<void> {
    return this.text(name, `${JSON.stringify(value, null, 2)}\n`);
  }

  async end(): Promise<void> {
    this.zip.end();
    await this.drained().catch(() => undefined);
  }
}
