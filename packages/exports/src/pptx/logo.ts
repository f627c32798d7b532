// The brand logo as pptx image data, with its aspect ratio read from the image itself so it is
// fitted inside its box undistorted (PNG and JPEG headers, an SVG's width/height or viewBox).
import type { TExportImage } from '../model/types';

export interface TLogo {
  /** pptxgenjs image data: 'image/png;base64,…'. */
  data: string;
  /** Width over height. */
  aspect: number;
}

const MIME: Readonly<Record<TExportImage['format'], string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
};

function pngSize(data: Uint8Array): [number, number] | null {
  if (data.length < 24 || data[0] !== 0x89 || data[1] !== 0x50) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
}

/** The frame size from a JPEG's first start-of-frame marker. */
function jpgSize(data: Uint8Array): [number, number] | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1] ?? 0;
    const length = view.getUint16(at + 2);
    const startOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (startOfFrame) return [view.getUint16(at + 7), view.getUint16(at + 5)];
    at += 2 + length;
  }
  return null;
}

function svgSize(data: Uint8Array): [number, number] | null {
  const text = new TextDecoder().decode(data.subarray(0, 4096));
  const root = /<svg\b[^>]*>/i.exec(text)?.[0] ?? '';
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const viewBox = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox?.length === 4 && (viewBox[2] ?? 0) > 0 && (viewBox[3] ?? 0) > 0) {
    return [viewBox[2] ?? 1, viewBox[3] ?? 1];
  }
  const width = Number.parseFloat(attribute('width') ?? '');
  const height = Number.parseFloat(attribute('height') ?? '');
  return width > 0 && height > 0 ? [width, height] : null;
}

/** The logo ready for a slide, or null when its bytes are not the image they claim to be. */
export function logoOf(image: TExportImage): TLogo | null {
  const size =
    image.format === 'png'
      ? pngSize(image.data)
      : image.format === 'jpg'
        ? jpgSize(image.data)
        : svgSize(image.data);
  if (!size || size[0] <= 0 || size[1] <= 0) return null;
  return {
    data: `${MIME[image.format]};base64,${Buffer.from(image.data).toString('base64')}`,
    aspect: size[0] / size[1],
  };
}

/** The logo's size fitted inside a `w` × `h` box, in inches. */
export function fitLogo(logo: TLogo, w: number, h: number): { w: number; h: number } {
  return logo.aspect > w / h ? { w, h: w / logo.aspect } : { w: h * logo.aspect, h };
}
