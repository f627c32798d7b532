// Renders the sample and a real presentation to /tmp/pdf-look/ for a look at the pages
// (npx tsx src/pdf/testing/render-look.ts, then pdftoppm -png -r 60).
import { mkdirSync, writeFileSync } from 'node:fs';

import { renderPdf } from '../render-pdf';
import { realModel } from './real-models';
import { sampleDocument } from './sample-document';
import { sampleLogoPng } from './sample-logo';

const out = process.argv[2] ?? '/tmp/pdf-look';
mkdirSync(out, { recursive: true });
const docs = {
  sample: sampleDocument(),
  record: sampleDocument({ variant: 'record' }),
  real: realModel('youngFamily', 'comprehensive', { data: sampleLogoPng(), format: 'png' }),
  physician: realModel('technicalPhysician', 'comprehensive'),
  svglogo: {
    ...realModel('businessOwner', 'balanced'),
    logo: { data: new Uint8Array([60, 115, 118, 103, 47, 62]), format: 'svg' as const },
  },
};
for (const [name, doc] of Object.entries(docs)) {
  const started = performance.now();
  const bytes = await renderPdf(doc);
  writeFileSync(`${out}/${name}.pdf`, bytes);
  console.warn(`${name}: ${bytes.length} bytes in ${(performance.now() - started).toFixed(0)} ms`);
}
