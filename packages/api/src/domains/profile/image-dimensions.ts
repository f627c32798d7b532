// The size an image's header declares, read before an uploaded brand image is stored.
// Read from the headers by hand rather than with a library: image-size (2.1) finds only SOF0–2 in
// a JPEG, so an arithmetic-coded frame declaring 5000 pixels, followed by a small SOF0 decoy, reads
// as the decoy; every SOFn is checked here.
import { crc32 } from 'node:zlib';

import type { TBrandImageType } from '@pitchcraft/core';

export interface Size {
  width: number;
  height: number;
}

/** signature (8) + IHDR's length (4), type (4), data (13) and CRC (4) */
const PNG_IHDR_END = 33;

/** The IHDR chunk's size: it must come first, whole, with its CRC, or no browser shows the file. */
function pngSize(bytes: Buffer): Size | null {
  if (
    bytes.length < PNG_IHDR_END ||
    bytes.readUInt32BE(8) !== 13 ||
    bytes.toString('latin1', 12, 16) !== 'IHDR'
  )
    return null;
  if (crc32(bytes.subarray(12, 29)) !== bytes.readUInt32BE(29)) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const JPEG_SOS = 0xda;
const JPEG_EOI = 0xd9;
/** SOF0–SOF15 (baseline, extended, progressive, lossless; Huffman or arithmetic), not DHT, JPG or DAC. */
const isJpegFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** TEM, RST0–7 and SOI stand alone: no length follows them. */
const isStandaloneJpegMarker = (marker: number) =>
  marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

/**
 * The size in the first frame header (decoders refuse a second), found by walking the segments
 * from SOI. Anything out of step, cut short, or reaching the image data first is unreadable.
 */
function jpegSize(bytes: Buffer): Size | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    const marker = bytes[offset + 1] ?? 0x00;
    if (bytes[offset] !== 0xff || marker === 0x00 || marker === JPEG_SOS || marker === JPEG_EOI)
      return null;
    // 0xFF may be repeated as fill before a marker.
    if (marker === 0xff || isStandaloneJpegMarker(marker)) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return null;
    // Length (2), precision (1), lines (2), samples per line (2), components: at least one of 3 bytes.
    if (isJpegFrameHeader(marker))
      return length >= 11
        ? { width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) }
        : null;
    offset += 2 + length;
  }
  return null;
}

/** CSS pixels per unit, as an <img> sizes an SVG (1em = the default 16px font). */
const SVG_UNIT_PX: Record<string, number> = {
  '': 1,
  px: 1,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
  pt: 96 / 72,
  pc: 16,
  em: 16,
  ex: 8,
};
const SVG_LENGTH = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(px|in|cm|mm|q|pt|pc|em|ex|%)?$/i;

/** A width or height in pixels; undefined when it sets none (absent, auto, a percentage); NaN when unreadable. */
function svgLength(value: string | undefined): number | undefined {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'auto') return undefined;
  const match = SVG_LENGTH.exec(text);
  if (!match) return Number.NaN;
  const unit = (match[2] ?? '').toLowerCase();
  if (unit === '%') return undefined;
  const pixels = Number(match[1]) * (SVG_UNIT_PX[unit] ?? Number.NaN);
  return Number.isFinite(pixels) ? pixels : Number.NaN;
}

/** The viewBox's width and height; undefined without one, null when it is not four numbers. */
function svgViewBox(value: string | undefined): Size | null | undefined {
  if (value === undefined) return undefined;
  const parts = value.trim().split(/[\s,]+/);
  const numbers = parts.map(Number);
  const [, , width = Number.NaN, height = Number.NaN] = numbers;
  return numbers.length === 4 && numbers.every(Number.isFinite) ? { width, height } : null;
}

/** The root element's attributes. The text is the sanitiser's output: one `<svg`, values in "…", `>` escaped. */
function svgRootAttributes(text: string): Record<string, string> {
  const root = /<svg[\s>/][^>]*/.exec(text)?.[0] ?? '';
  return Object.fromEntries(
    [...root.matchAll(/\s([\w:.-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name, value]),
  );
}

/**
 * The size an <img> gives the SVG: width and height, a missing one following the viewBox's
 * proportions, or the viewBox alone. Null when it declares none, or one that cannot be read.
 */
function svgSize(bytes: Buffer): Size | null {
  const root = svgRootAttributes(bytes.toString('utf8'));
  const [width, height, box] = [
    svgLength(root.width),
    svgLength(root.height),
    svgViewBox(root.viewBox),
  ];
  if (Number.isNaN(width) || Number.isNaN(height) || box === null) return null;
  // A side left out follows the viewBox's proportions (NaN without one: refused as unreadable).
  const ratio = box ? box.width / box.height : Number.NaN;
  if (width !== undefined) return { width, height: height ?? width / ratio };
  if (height !== undefined) return { width: height * ratio, height };
  return box ?? null;
}

export const declaredSize = (contentType: TBrandImageType, bytes: Buffer): Size | null =>
  contentType === 'image/png'
    ? pngSize(bytes)
    : contentType === 'image/jpeg'
      ? jpegSize(bytes)
      : svgSize(bytes);
