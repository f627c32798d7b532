// The slide deck's geometry, type scale and colours: one place for the numbers every slide
// shares, so the paginator measures with the same sizes the writer draws with.
import { normaliseHex, readableTextOn, shadeHex } from '@pitchcraft/core';

import type { TExportDocument } from '../model/types';

/** PowerPoint's 16:9 "widescreen" page, in inches. */
export const SLIDE_W = 13.333;
export const SLIDE_H = 7.5;
export const MARGIN_X = 0.6;
export const CONTENT_W = SLIDE_W - 2 * MARGIN_X;
/** Where a content slide's blocks may go (under the title, above the footer). */
export const CONTENT_TOP = 1.5;
export const CONTENT_BOTTOM = 6.8;
/** Space between two blocks on a slide. */
export const BLOCK_GAP = 0.2;

/** Arial: metric-compatible with Liberation Sans, so LibreOffice lays text out as measured. */
export const FONT = 'Arial';

/** Point sizes. Body text never goes below 14 pt, small print never below 11 pt. */
export interface TTypeScale {
  title: number;
  heading: number;
  lead: number;
  body: number;
  quote: number;
  small: number;
  table: number;
  figureValue: number;
  figureLabel: number;
  cardTitle: number;
  caption: number;
}

const PRESENTATION_TYPE: TTypeScale = {
  title: 28,
  heading: 20,
  lead: 20,
  body: 16,
  quote: 18,
  small: 12,
  table: 13,
  figureValue: 24,
  figureLabel: 13,
  cardTitle: 17,
  caption: 13,
};

/** The advisor's record is a working file: denser, still at the minimum sizes or above. */
const RECORD_TYPE: TTypeScale = {
  ...PRESENTATION_TYPE,
  heading: 18,
  lead: 17,
  body: 14,
  quote: 16,
  small: 11,
  table: 12,
  figureValue: 22,
  cardTitle: 15,
  caption: 12,
};

export const typeScale = (variant: TExportDocument['variant']): TTypeScale =>
  variant === 'record' ? RECORD_TYPE : PRESENTATION_TYPE;

/** Colours as pptx wants them: six hex digits, no '#'. */
export interface TPalette {
  primary: string;
  secondary: string;
  accent: string;
  /** The primary colour dark enough to read as text on white. */
  primaryInk: string;
  /** Text on a primary-coloured fill. */
  onPrimary: string;
  /** A pale primary for tiles and table stripes. */
  primaryTint: string;
  /** A pale accent for callouts. */
  accentTint: string;
  text: string;
  muted: string;
  rule: string;
  stripe: string;
}

const FALLBACK = '#2563EB';
const strip = (hex: string): string => hex.slice(1).toUpperCase();

/**
 * A CSS colour ('#abc', '#aabbcc' or 'rgba(r, g, b, a)', the forms the charts use) as pptx hex,
 * an alpha blended over white as the page shows it; `fallback` for anything else.
 */
export function pptxColour(css: string, fallback = FALLBACK): string {
  const hex = normaliseHex(css);
  if (hex) return strip(hex);
  const rgba = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(
    css.trim(),
  );
  if (!rgba) return strip(normaliseHex(fallback) ?? FALLBACK);
  const alpha = rgba[4] === undefined ? 1 : Math.min(1, Math.max(0, Number(rgba[4])));
  const channel = (i: number) =>
    Math.round(255 - (255 - Math.min(255, Number(rgba[i]))) * alpha)
      .toString(16)
      .padStart(2, '0');
  return `${channel(1)}${channel(2)}${channel(3)}`.toUpperCase();
}

/** WCAG contrast of `hex` against white. */
function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const s = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return 1.05 / (l + 0.05);
}

/** `hex` darkened until it reads as text on white (4.5:1), a light brand colour included. */
function inkOnWhite(hex: string): string {
  let ink = hex;
  for (let step = 1; contrastOnWhite(ink) < 4.5 && step <= 10; step++) {
    ink = strip(shadeHex(`#${hex}`, -0.1 * step));
  }
  return ink;
}

export function paletteOf(colours: TExportDocument['colours']): TPalette {
  const primary = pptxColour(colours.primary);
  const secondary = pptxColour(colours.secondary, colours.primary);
  const accent = pptxColour(colours.accent, colours.primary);
  return {
    primary,
    secondary,
    accent,
    primaryInk: inkOnWhite(primary),
    onPrimary: strip(readableTextOn(`#${primary}`)),
    primaryTint: strip(shadeHex(`#${primary}`, 0.9)),
    accentTint: strip(shadeHex(`#${accent}`, 0.85)),
    text: '1F2937',
    muted: '475569',
    rule: 'CBD5E1',
    stripe: 'F1F5F9',
  };
}
