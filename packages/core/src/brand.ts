// The advisor's brand kit: the form's schemas (the API takes the same ones), the images it may
// hold and where they are served, and the contrast check that warns about unreadable colours.
import { z } from 'zod';

import { readableTextOn } from './generation/colour-schemes';

export const MAX_BRAND_IMAGE_BYTES = 512 * 1024;
export const BRAND_IMAGE_TOO_LARGE_MESSAGE = 'Images must be 512 KB or smaller';
/**
 * The most pixels a brand image may declare across or down. A small file can declare a huge image
 * (a 109 KB PNG can say 30000 × 30000), and every browser showing it decodes it at that size.
 */
export const MAX_BRAND_IMAGE_DIMENSION = 4096;
export function brandImageDimensionsMessage(width: number, height: number): string {
  const side = MAX_BRAND_IMAGE_DIMENSION;
  return `This image is ${Math.ceil(width)} × ${Math.ceil(height)} pixels. Please upload one no larger than ${side} × ${side} pixels.`;
}
export const BRAND_IMAGE_KINDS = ['logo', 'headshot'] as const;
export type TBrandImageKind = (typeof BRAND_IMAGE_KINDS)[number];

/** The image types a brand kit takes, and the extension each is served with. */
export const BRAND_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
} as const;
export type TBrandImageType = keyof typeof BRAND_IMAGE_TYPES;
export type TBrandImageExtension = (typeof BRAND_IMAGE_TYPES)[TBrandImageType];
const IMAGE_TYPES = Object.keys(BRAND_IMAGE_TYPES) as [TBrandImageType, ...TBrandImageType[]];

export const BRAND_MESSAGES = {
  imageType: 'Use a PNG, JPEG or SVG image',
  imageUnreadable: 'The image could not be read. Please choose the file again.',
  notPng: 'This file is not a PNG image.',
  notJpeg: 'This file is not a JPEG image.',
  notSvg: 'This file is not an SVG image.',
  svgSizeUnknown:
    'This SVG image does not say how big it is. Please save it with a width and height, or a viewBox, in pixels.',
  saved: 'Brand saved',
} as const;

const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;
const hexColour = (label: string) =>
  z
    .string({ error: `${label} colour is required` })
    .trim()
    .regex(HEX_COLOUR, `${label} colour must be a hex colour like #2563EB`)
    .transform((value) => value.toUpperCase());

export const ZBrandColours = z.object({
  primary: hexColour('Primary'),
  secondary: hexColour('Secondary'),
  accent: hexColour('Accent'),
});
export type TBrandColours = z.output<typeof ZBrandColours>;

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .default('');

/** A plain e-mail address (the one the advisor block links with mailto:). */
const EMAIL = /^[^\s@<>"'()[\]\\,;:]+@[^\s@<>"'()[\]\\,;:]+\.[^\s@<>"'()[\]\\,;:]+$/;

function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/[^\s]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      url.hostname.includes('.') &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

export const ZBrandContact = z.object({
  phone: text('Phone', 50),
  email: text('Email', 254).refine(
    (value) => value === '' || EMAIL.test(value),
    'Please enter a valid email address',
  ),
  website: text('Website', 200).refine(
    (value) => value === '' || isHttpsUrl(value),
    'Website must be a full address starting with https://',
  ),
  address: text('Address', 300),
});
export type TBrandContact = z.output<typeof ZBrandContact>;

/** The brand kit form: colours (or none, to keep each presentation's own scheme), texts and contact. */
export const ZBrandKitInput = z.object({
  colours: ZBrandColours.nullable(),
  disclaimer: text('The disclaimer', 2000),
  licence: text('The licence number', 100),
  contact: ZBrandContact,
  /** The small "Made with Pitchcraft" line under what clients see; left as it is when not sent. */
  showMadeWith: z.boolean({ error: 'Choose whether to show “Made with Pitchcraft”' }).optional(),
});
export type TBrandKitInput = z.input<typeof ZBrandKitInput>;
export type TBrandKitValues = z.output<typeof ZBrandKitInput>;

/**
 * Who is asking, on the pages an advisor's client opens (the intake form, the shared page's gate
 * and answers): public by design — the name and company the advisor shows clients, and the served
 * addresses of their logo and headshot (public at their content address). Nothing else of theirs.
 */
export const ZPublicAdvisor = z.object({
  name: z.string(),
  company: z.string(),
  /** '/brand-assets/<sha256>.<ext>', or null. */
  logo: z.string().nullable(),
  headshot: z.string().nullable(),
});
export type TPublicAdvisor = z.output<typeof ZPublicAdvisor>;

export const MADE_WITH_TEXT = 'Made with Pitchcraft';

/** The number of bytes a base64 text decodes to (without decoding it). */
export function base64DecodedSize(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** Base64 of 512 KB, rounded up to whole groups of four. */
const MAX_BASE64_LENGTH = Math.ceil(MAX_BRAND_IMAGE_BYTES / 3) * 4;

export const ZBrandImageUpload = z.object({
  kind: z.enum(BRAND_IMAGE_KINDS, { error: 'Choose the logo or the headshot' }),
  contentType: z.enum(IMAGE_TYPES, { error: BRAND_MESSAGES.imageType }),
  dataBase64: z
    .string({ error: BRAND_MESSAGES.imageUnreadable })
    .min(1, BRAND_MESSAGES.imageUnreadable)
    // Checked before the pattern, so a huge upload is refused without scanning it.
    .refine(
      (value) =>
        base64DecodedSize(value) <= MAX_BRAND_IMAGE_BYTES && value.length <= MAX_BASE64_LENGTH,
      {
        message: BRAND_IMAGE_TOO_LARGE_MESSAGE,
        abort: true,
      },
    )
    .regex(BASE64, BRAND_MESSAGES.imageUnreadable),
});
export type TBrandImageUpload = z.input<typeof ZBrandImageUpload>;

export const ZBrandImageKindInput = z.object({
  kind: z.enum(BRAND_IMAGE_KINDS, { error: 'Choose the logo or the headshot' }),
});

/** Where an asset is served: its content hash and the extension of its type. */
export function brandAssetPath(id: string, contentType: TBrandImageType): string {
  return `/brand-assets/${id}.${BRAND_IMAGE_TYPES[contentType]}`;
}

/** The type an asset's extension stands for, or null. */
export function brandImageTypeOf(extension: string): TBrandImageType | null {
  const entry = Object.entries(BRAND_IMAGE_TYPES).find(([, ext]) => ext === extension);
  return entry ? (entry[0] as TBrandImageType) : null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;
const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length > signature.length && signature.every((byte, i) => bytes[i] === byte);

/** Whether the bytes start with the signature of a PNG or JPEG (SVG is text: it is parsed instead). */
export function hasImageSignature(
  bytes: Uint8Array,
  contentType: 'image/png' | 'image/jpeg',
): boolean {
  return startsWith(bytes, contentType === 'image/png' ? PNG_SIGNATURE : JPEG_SIGNATURE);
}

// ---- contrast (WCAG 2.x) ----

export const WCAG_AA_CONTRAST = 4.5;

function channel(value: number): number {
  const s = value / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #RRGGBB colour (0 for black, 1 for white). */
export function relativeLuminance(hex: string): number {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return 0;
  const [r, g, b] = [match[1], match[2], match[3]].map((part) =>
    Number.parseInt(part ?? '0', 16),
  ) as [number, number, number];
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(hexA: string, hexB: string): number {
  const [light, dark] = [relativeLuminance(hexA), relativeLuminance(hexB)].sort(
    (x, y) => y - x,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const ratioText = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
const textName = (hex: string) => (hex === '#FFFFFF' ? 'White' : 'Dark');

/**
 * What reads badly with these colours, in words an advisor understands; empty when every pairing
 * the presentation uses meets WCAG AA (4.5:1): text on the primary and secondary colours (white or
 * dark, whichever reads better) and the primary colour on white (links and key figures).
 */
export function brandContrastWarnings(
  colours: { primary: string; secondary: string; accent?: string } | null,
): string[] {
  if (!colours || !HEX_COLOUR.test(colours.primary) || !HEX_COLOUR.test(colours.secondary))
    return [];
  const warnings: string[] = [];
  const check = (ratio: number, what: string) => {
    if (ratio < WCAG_AA_CONTRAST)
      warnings.push(
        `${what} has a contrast of ${ratioText(ratio)}; WCAG AA asks for at least 4.5:1.`,
      );
  };
  const onPrimary = readableTextOn(colours.primary);
  const onSecondary = readableTextOn(colours.secondary);
  check(
    contrastRatio(onPrimary, colours.primary),
    `${textName(onPrimary)} text on your primary colour`,
  );
  check(
    contrastRatio(onSecondary, colours.secondary),
    `${textName(onSecondary)} text on your secondary colour`,
  );
  // The cover's text is chosen for the secondary colour and runs over a gradient into the primary.
  if (onSecondary !== onPrimary)
    check(
      contrastRatio(onSecondary, colours.primary),
      `The cover's ${textName(onSecondary).toLowerCase()} text over your primary colour`,
    );
  check(
    contrastRatio(colours.primary, '#FFFFFF'),
    'Your primary colour on white (links and key figures)',
  );
  return warnings;
}
