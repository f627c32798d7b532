// The PDF's look, mirroring the page's stylesheet (packages/core/src/document/stylesheet.ts):
// its colours, its type scale at print size (11pt body) and its spacing, on US Letter.
import { COLOUR_SCHEMES, normaliseHex, readableTextOn, shadeHex } from '@pitchcraft/core';

import type { TExportDocument } from '../model/types';
import type { TFace } from './fonts';

/** A text style: size and line height in points, colour, face. */
export interface TTextStyle {
  size: number;
  leading: number;
  colour: string;
  face: TFace;
}

interface TPalette {
  primary: string;
  secondary: string;
  accent: string;
  /** Text on the cover's gradient (the page's --on-primary). */
  onCover: string;
  /** The primary at 8% on white (stat cards, the primary plan). */
  primarySoft: string;
  ink: string;
  muted: string;
  line: string;
  surface: string;
  /** Zebra rows: a shade darker than the surface, so it survives printing. */
  zebra: string;
}

interface TPageBox {
  width: number;
  height: number;
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** Where the footer's rule sits, below the content's bottom margin. */
  footerTop: number;
}

export interface TTheme {
  variant: TExportDocument['variant'];
  palette: TPalette;
  page: TPageBox;
  text: {
    body: TTextStyle;
    lead: TTextStyle;
    small: TTextStyle;
    quote: TTextStyle;
    heading: TTextStyle;
    sectionTitle: TTextStyle;
    caption: TTextStyle;
    table: TTextStyle;
    tableHead: TTextStyle;
    statLabel: TTextStyle;
    statValue: TTextStyle;
    cardTitle: TTextStyle;
    card: TTextStyle;
    footer: TTextStyle;
  };
  /** Space after a block and before a heading, in points. */
  gap: { block: number; heading: number; section: number };
  /** Table cell padding: [vertical, horizontal]. */
  cellPadding: [number, number];
}

const LETTER = { width: 612, height: 792 };
const INK = '#0F172A';
const MUTED = '#475569';

/** A brand colour as #RRGGBB; a missing or malformed one falls back to the default scheme's. */
function brandColour(value: string, fallback: string): string {
  return normaliseHex(value) ?? fallback;
}

/** A chart colour ('#2563EB' or 'rgba(37, 99, 235, 0.55)') as the solid colour it shows on white. */
export function solidColour(value: string): string {
  const rgba = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(value);
  if (!rgba) return normaliseHex(value) ?? '#94A3B8';
  const alpha = Math.min(1, Math.max(0, Number(rgba[4] ?? 1)));
  const channel = (i: number) => {
    const blended = Math.round(Number(rgba[i]) * alpha + 255 * (1 - alpha));
    return Math.min(255, blended).toString(16).padStart(2, '0');
  };
  return `#${channel(1)}${channel(2)}${channel(3)}`.toUpperCase();
}

const style = (size: number, lineHeight: number, colour: string, face: TFace): TTextStyle => ({
  size,
  leading: Math.round(size * lineHeight * 10) / 10,
  colour,
  face,
});

export function themeFor(doc: TExportDocument): TTheme {
  const fallback = COLOUR_SCHEMES.blue;
  const primary = brandColour(doc.colours.primary, fallback.primary);
  const secondary = brandColour(doc.colours.secondary, fallback.secondary);
  const accent = brandColour(doc.colours.accent, fallback.accent);
  const palette: TPalette = {
    primary,
    secondary,
    accent,
    onCover: readableTextOn(secondary),
    primarySoft: shadeHex(primary, 0.92),
    ink: INK,
    muted: MUTED,
    line: '#E2E8F0',
    surface: '#F8FAFC',
    zebra: '#F1F5F9',
  };
  // A record is filed, not presented: narrower margins, a smaller scale, denser tables.
  const record = doc.variant === 'record';
  const margin = record ? 54 : 64;
  const bottom = record ? 62 : 72;
  const body = record ? 9.5 : 11;
  return {
    variant: doc.variant,
    palette,
    page: {
      ...LETTER,
      top: record ? 50 : 60,
      bottom: LETTER.height - bottom,
      left: margin,
      right: LETTER.width - margin,
      footerTop: LETTER.height - bottom + 20,
    },
    text: {
      body: style(body, 1.55, INK, 'regular'),
      lead: style(record ? 10.5 : 13, 1.5, MUTED, 'regular'),
      small: style(record ? 8 : 9, 1.5, MUTED, 'regular'),
      quote: style(record ? 10 : 12.5, 1.5, secondary, 'italic'),
      heading: style(record ? 11 : 13.5, 1.3, INK, 'bold'),
      sectionTitle: style(record ? 14 : 22, 1.2, secondary, 'bold'),
      caption: style(record ? 7.5 : 8.5, 1.45, MUTED, 'regular'),
      table: style(record ? 8.5 : 9.5, 1.4, INK, 'regular'),
      tableHead: style(record ? 8.5 : 9.5, 1.3, '#FFFFFF', 'semibold'),
      statLabel: style(record ? 7.5 : 8.5, 1.35, MUTED, 'regular'),
      statValue: style(record ? 12 : 16, 1.25, INK, 'bold'),
      cardTitle: style(record ? 9.5 : 11.5, 1.3, INK, 'bold'),
      card: style(record ? 8.5 : 9.5, 1.45, INK, 'regular'),
      footer: style(7.5, 1.35, MUTED, 'regular'),
    },
    gap: record ? { block: 6, heading: 10, section: 20 } : { block: 9, heading: 16, section: 0 },
    cellPadding: record ? [3.5, 6] : [6, 9],
  };
}
