// The brand's logo for the cover and the footer. PDFKit draws PNG and JPEG only: an SVG logo
// (or one whose bytes PDFKit cannot read) is shown as the company's name in its place.

/** An image PDFKit has read, drawn again without embedding it twice. */
interface TOpenedImage {
  width: number;
  height: number;
}

// PDFKit's types leave out openImage and drawing an opened image, which it supports.
type TImageDocument = PDFKit.PDFDocument & {
  openImage(src: Buffer): TOpenedImage;
  image(src: TOpenedImage, x: number, y: number, options: { fit: [number, number] }): unknown;
};

export type TLogo = { kind: 'image'; image: TOpenedImage } | { kind: 'name'; name: string } | null;

export function openLogo(
  doc: PDFKit.PDFDocument,
  logo: { data: Uint8Array; format: 'png' | 'jpg' | 'svg' } | null,
  company: string,
): TLogo {
  const name = company.trim();
  const byName: TLogo = name ? { kind: 'name', name } : null;
  if (!logo) return null;
  if (logo.format === 'svg') return byName;
  try {
    const data = Buffer.from(logo.data.buffer, logo.data.byteOffset, logo.data.byteLength);
    const image = (doc as TImageDocument).openImage(data);
    return image.width > 0 && image.height > 0 ? { kind: 'image', image } : byName;
  } catch {
    // A damaged or unsupported image: the name still says whose document it is.
    return byName;
  }
}

/** The size an image takes when fitted into a box, keeping its proportions. */
export function fittedSize(image: TOpenedImage, box: [number, number]): [number, number] {
  const scale = Math.min(box[0] / image.width, box[1] / image.height);
  return [image.width * scale, image.height * scale];
}

/** Draws an opened image fitted into a box at (x, y), from the box's top left. */
export function drawImage(
  doc: PDFKit.PDFDocument,
  image: TOpenedImage,
  x: number,
  y: number,
  box: [number, number],
): void {
  (doc as TImageDocument).image(image, x, y, { fit: box });
}
