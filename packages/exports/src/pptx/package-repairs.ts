// Repairs to the package pptxgenjs writes, each a known defect that makes PowerPoint offer to
// "repair" the file (gitbrent/PptxGenJS #1083, #1441, #1442, #1444): one paragraph property
// element per paragraph, a text body on every shape, an effect list on solid backgrounds, no
// content-type entries for parts that do not exist. An SVG logo's PNG stand-in, which pptxgenjs
// cannot draw outside a browser, becomes a transparent pixel instead of a "broken image" icon, and
// the logo is stored once however many slides show it, and speaker notes keep their lines.
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';

/** A 1×1 transparent PNG. */
const BLANK_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNgYGBgAAAABQABeqhXUAAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

const PARAGRAPH = /<a:p>([\s\S]*?)<\/a:p>/g;
const PARAGRAPH_PROPERTIES = /<a:pPr\b[^>]*?(?:\/>|>[\s\S]*?<\/a:pPr>)/g;
const EMPTY_TEXT_BODY =
  '<p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:endParaRPr lang="en-US"/></a:p></p:txBody>';

/** Keeps the first `<a:pPr>` of each paragraph (pptxgenjs writes one per run). */
export function oneParagraphProperties(xml: string): string {
  return xml.replace(PARAGRAPH, (_, body: string) => {
    let seen = false;
    const kept = body.replace(PARAGRAPH_PROPERTIES, (pPr) => {
      if (seen) return '';
      seen = true;
      return pPr;
    });
    return `<a:p>${kept}</a:p>`;
  });
}

/** Gives every shape without text an empty text body. */
export function shapesWithTextBodies(xml: string): string {
  return xml.replace(/<\/p:spPr>(\s*)<\/p:sp>/g, `</p:spPr>$1${EMPTY_TEXT_BODY}</p:sp>`);
}

/** A solid background's properties need an effect list after the fill. */
function backgroundsWithEffects(xml: string): string {
  return xml.replace(/(<p:bgPr>[\s\S]*?)(<\/p:bgPr>)/g, (whole, body: string, end: string) =>
    body.includes('<a:effectLst') ? whole : `${body}<a:effectLst/>${end}`,
  );
}

/** Speaker notes of several lines as one paragraph a line (pptxgenjs writes one run for all). */
export function notesParagraphs(xml: string): string {
  return xml.replace(
    /<a:p><a:r>(<a:rPr[^>]*\/>)<a:t>([^<]*\n[^<]*)<\/a:t><\/a:r>/g,
    (_, rPr: string, text: string) =>
      text
        .split(/\r?\n/)
        .map((line) => `<a:p><a:r>${rPr}<a:t>${line}</a:t></a:r>`)
        .join('</a:p>'),
  );
}

function contentTypesOf(xml: string, parts: ReadonlySet<string>): string {
  return xml.replace(/<Override PartName="\/([^"]+)"[^>]*\/>/g, (entry, part: string) =>
    parts.has(part) ? entry : '',
  );
}

/** The media an SVG picture falls back to, per part: `rIdN` of `<a:blip>` before an svgBlip. */
function svgFallbacks(files: Record<string, Uint8Array>): string[] {
  const targets: string[] = [];
  for (const [path, bytes] of Object.entries(files)) {
    if (!path.endsWith('.xml') || !path.startsWith('ppt/')) continue;
    const xml = strFromU8(bytes);
    if (!xml.includes('svgBlip')) continue;
    const rels = files[path.replace(/([^/]+)$/, '_rels/$1.rels')];
    if (!rels) continue;
    const relsXml = strFromU8(rels);
    for (const match of xml.matchAll(/<a:blip r:embed="([^"]+)"[^>]*>[\s\S]*?<asvg:svgBlip/g)) {
      const relation = new RegExp(`<Relationship\\b[^>]*\\bId="${match[1] ?? ''}"[^>]*>`).exec(
        relsXml,
      );
      const target = relation ? /\bTarget="([^"]+)"/.exec(relation[0])?.[1] : undefined;
      if (target) targets.push(new URL(target, `file:///${path}`).pathname.slice(1));
    }
  }
  return targets;
}

/** Media with the same bytes as an earlier file (the logo on the master and the title slide). */
function duplicateMedia(files: Record<string, Uint8Array>): Map<string, string> {
  const kept: [string, Uint8Array][] = [];
  const duplicates = new Map<string, string>();
  for (const [path, bytes] of Object.entries(files)) {
    if (!path.startsWith('ppt/media/')) continue;
    const same = kept.find(
      ([, other]) => other.length === bytes.length && other.every((b, i) => b === bytes[i]),
    );
    if (same) duplicates.set(path, same[0]);
    else kept.push([path, bytes]);
  }
  return duplicates;
}

/** Relationships to a duplicate pointed at the file it duplicates. */
function relsWithout(xml: string, duplicates: ReadonlyMap<string, string>): string {
  let out = xml;
  for (const [duplicate, original] of duplicates) {
    const name = (path: string) => path.slice('ppt/media/'.length);
    out = out.replaceAll(`/media/${name(duplicate)}"`, `/media/${name(original)}"`);
  }
  return out;
}

const XML_PART = /^ppt\/(slides|slideLayouts|slideMasters|notesSlides|notesMasters)\/[^/]+\.xml$/;

function repairedPart(
  path: string,
  bytes: Uint8Array,
  parts: ReadonlySet<string>,
  duplicates: ReadonlyMap<string, string>,
): Zippable[string] {
  if (path.startsWith('ppt/notesSlides/') && path.endsWith('.xml')) {
    return strToU8(notesParagraphs(strFromU8(bytes)));
  }
  if (XML_PART.test(path)) {
    return strToU8(
      backgroundsWithEffects(shapesWithTextBodies(oneParagraphProperties(strFromU8(bytes)))),
    );
  }
  if (path === '[Content_Types].xml') {
    // 'image/jpg' is no registered type; PowerPoint reads 'image/jpeg'.
    return strToU8(
      contentTypesOf(strFromU8(bytes), parts).replaceAll('"image/jpg"', '"image/jpeg"'),
    );
  }
  if (path.endsWith('.rels') && duplicates.size > 0)
    return strToU8(relsWithout(strFromU8(bytes), duplicates));
  // Images and embedded workbooks are compressed already.
  return /\.(png|jpe?g|xlsx)$/.test(path) ? [bytes, { level: 0 }] : bytes;
}

/** The package with the repairs made, recompressed. */
export function repairPackage(pptx: Uint8Array): Uint8Array {
  const files = unzipSync(pptx);
  for (const path of svgFallbacks(files)) files[path] = BLANK_PNG;
  const duplicates = duplicateMedia(files);
  const parts = new Set(
    Object.keys(files).filter((path) => !path.endsWith('/') && !duplicates.has(path)),
  );
  const out: Zippable = {};
  for (const path of parts) {
    const bytes = files[path];
    if (bytes) out[path] = repairedPart(path, bytes, parts, duplicates);
  }
  return zipSync(out, { level: 6 });
}
