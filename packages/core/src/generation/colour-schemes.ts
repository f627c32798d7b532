// Presentation colour schemes: each named scheme, and a custom one derived from a single hex colour.
import { DEFAULT_COLOUR_SCHEME, type TNamedColourScheme } from './options';

export interface TColourSet {
  /** Headings, key figures, primary chart series. */
  primary: string;
  /** A darker companion: gradients, table headers. */
  secondary: string;
  /** A lighter companion: highlights, secondary chart series. */
  accent: string;
}

/** Tailwind's 600 / 800 / 400 shades (navy is built from blue 900 / 950 / 400). */
export const COLOUR_SCHEMES: Readonly<Record<TNamedColourScheme, Readonly<TColourSet>>> = {
  blue: { primary: '#2563EB', secondary: '#1E40AF', accent: '#60A5FA' },
  navy: { primary: '#1E3A8A', secondary: '#172554', accent: '#60A5FA' },
  green: { primary: '#16A34A', secondary: '#166534', accent: '#4ADE80' },
  emerald: { primary: '#059669', secondary: '#065F46', accent: '#34D399' },
  purple: { primary: '#9333EA', secondary: '#6B21A8', accent: '#C084FC' },
  indigo: { primary: '#4F46E5', secondary: '#3730A3', accent: '#818CF8' },
  teal: { primary: '#0D9488', secondary: '#115E59', accent: '#2DD4BF' },
  cyan: { primary: '#0891B2', secondary: '#155E75', accent: '#22D3EE' },
  red: { primary: '#DC2626', secondary: '#991B1B', accent: '#F87171' },
  pink: { primary: '#DB2777', secondary: '#9D174D', accent: '#F472B6' },
  orange: { primary: '#EA580C', secondary: '#9A3412', accent: '#FB923C' },
  amber: { primary: '#D97706', secondary: '#92400E', accent: '#FBBF24' },
  yellow: { primary: '#CA8A04', secondary: '#854D0E', accent: '#FACC15' },
  lime: { primary: '#65A30D', secondary: '#3F6212', accent: '#A3E635' },
  gray: { primary: '#4B5563', secondary: '#1F2937', accent: '#9CA3AF' },
  slate: { primary: '#475569', secondary: '#1E293B', accent: '#94A3B8' },
};

const HEX_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export function isValidHex(value: string): boolean {
  return HEX_PATTERN.test(value);
}

/** '#abc' → '#AABBCC'; null when not a hex colour. */
export function normaliseHex(value: string): string | null {
  const trimmed = value.trim();
  if (!isValidHex(trimmed)) return null;
  const digits = trimmed.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full.toUpperCase()}`;
}

interface Rgb {
  r: number;
  g: number;
  b: number;
}

function toRgb(hex: string): Rgb {
  const full = normaliseHex(hex) ?? COLOUR_SCHEMES.blue.primary;
  return {
    r: Number.parseInt(full.slice(1, 3), 16),
    g: Number.parseInt(full.slice(3, 5), 16),
    b: Number.parseInt(full.slice(5, 7), 16),
  };
}

function toHex({ r, g, b }: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`.toUpperCase();
}

/** Mixes `hex` toward white (amount > 0) or black (amount < 0); amount in [-1, 1]. */
export function shadeHex(hex: string, amount: number): string {
  const t = Math.min(1, Math.max(-1, Number.isFinite(amount) ? amount : 0));
  const target = t > 0 ? 255 : 0;
  const k = Math.abs(t);
  const { r, g, b } = toRgb(hex);
  return toHex({ r: r + (target - r) * k, g: g + (target - g) * k, b: b + (target - b) * k });
}

/** 'rgba(r, g, b, a)' for chart fills. */
export function hexWithAlpha(hex: string, alpha: number): string {
  const { r, g, b } = toRgb(hex);
  const a = Math.min(1, Math.max(0, Number.isFinite(alpha) ? alpha : 1));
  return `rgba(${r}, ${g}, ${b}, ${a})`;
}

function relativeLuminance(hex: string): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const { r, g, b } = toRgb(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** White or deep navy, whichever reads better on `hex` (WCAG contrast). */
export function readableTextOn(hex: string): '#FFFFFF' | '#0F172A' {
  const l = relativeLuminance(hex);
  const onWhite = 1.05 / (l + 0.05);
  const onNavy = (l + 0.05) / (relativeLuminance('#0F172A') + 0.05);
  return onWhite >= onNavy ? '#FFFFFF' : '#0F172A';
}

function isNamedScheme(scheme: string): scheme is TNamedColourScheme {
  return Object.hasOwn(COLOUR_SCHEMES, scheme);
}

/**
 * The colours of a scheme. 'custom' derives a darker secondary and a lighter accent from
 * `customHex`; an unknown scheme or an invalid custom colour falls back to the default scheme.
 */
export function resolveColours(scheme: string, customHex?: string): TColourSet {
  if (scheme === 'custom') {
    const primary = customHex === undefined ? null : normaliseHex(customHex);
    if (primary !== null) {
      return { primary, secondary: shadeHex(primary, -0.3), accent: shadeHex(primary, 0.35) };
    }
  }
  const named = isNamedScheme(scheme) ? scheme : DEFAULT_COLOUR_SCHEME;
  const set = isNamedScheme(named) ? COLOUR_SCHEMES[named] : COLOUR_SCHEMES.blue;
  return { ...set };
}
