import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import {
  notesParagraphs,
  oneParagraphProperties,
  repairPackage,
  shapesWithTextBodies,
} from './package-repairs';

describe('package repairs', () => {
  it('keeps one paragraph-properties element per paragraph, the first', () => {
    const xml =
      '<a:p><a:pPr algn="l"><a:lnSpc><a:spcPts val="1900"/></a:lnSpc></a:pPr><a:r><a:t>A</a:t></a:r>' +
      '<a:pPr indent="0" marL="0"><a:buNone/></a:pPr><a:r><a:t>B</a:t></a:r></a:p><a:p><a:pPr/><a:r><a:t>C</a:t></a:r></a:p>';
    expect(oneParagraphProperties(xml)).toBe(
      '<a:p><a:pPr algn="l"><a:lnSpc><a:spcPts val="1900"/></a:lnSpc></a:pPr><a:r><a:t>A</a:t></a:r>' +
        '<a:r><a:t>B</a:t></a:r></a:p><a:p><a:pPr/><a:r><a:t>C</a:t></a:r></a:p>',
    );
  });

  it('gives a shape without text an empty text body', () => {
    const xml = '<p:sp><p:spPr><a:prstGeom prst="rect"/></p:spPr></p:sp>';
    expect(shapesWithTextBodies(xml)).toContain('</p:spPr><p:txBody><a:bodyPr/>');
  });

  it('turns the lines of speaker notes into paragraphs', () => {
    const xml =
      '<a:p><a:r><a:rPr lang="en-US" dirty="0"/><a:t>First line\nSecond &amp; last</a:t></a:r><a:endParaRPr lang="en-US" dirty="0"/></a:p>';
    expect(notesParagraphs(xml)).toBe(
      '<a:p><a:r><a:rPr lang="en-US" dirty="0"/><a:t>First line</a:t></a:r></a:p>' +
        '<a:p><a:r><a:rPr lang="en-US" dirty="0"/><a:t>Second &amp; last</a:t></a:r><a:endParaRPr lang="en-US" dirty="0"/></a:p>',
    );
  });

  it('drops content types of missing parts and directory entries, keeps the rest as it was', () => {
    const types =
      '<Types><Override PartName="/ppt/slides/slide1.xml" ContentType="a"/><Override PartName="/ppt/slideMasters/slideMaster2.xml" ContentType="b"/></Types>';
    const written = zipSync({
      '[Content_Types].xml': strToU8(types),
      'ppt/': new Uint8Array(),
      'ppt/slides/slide1.xml': strToU8(
        '<p:sld><p:bg><p:bgPr><a:solidFill/></p:bgPr></p:bg></p:sld>',
      ),
      'ppt/media/image-1-1.png': new Uint8Array([1, 2, 3]),
    });
    const files = unzipSync(repairPackage(written));
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      'ppt/media/image-1-1.png',
      'ppt/slides/slide1.xml',
    ]);
    expect(strFromU8(files['[Content_Types].xml'] ?? new Uint8Array())).not.toContain(
      'slideMaster2',
    );
    expect(strFromU8(files['ppt/slides/slide1.xml'] ?? new Uint8Array())).toContain(
      '<a:solidFill/><a:effectLst/></p:bgPr>',
    );
    expect([...(files['ppt/media/image-1-1.png'] ?? [])]).toEqual([1, 2, 3]);
  });
});
