// Brand images (an advisor's logo and headshot) served by their content hash: public, since shared
// pages show them to anyone and the 256-bit hash is the address; cacheable for ever, since new
// bytes get a new address. An SVG is also sandboxed should someone open it directly.
import type { FastifyInstance, FastifyReply } from 'fastify';

import { brandImageTypeOf } from '@pitchcraft/core';
import { brandAssets, eq, type Database } from '@pitchcraft/db';

const FILE = /^([0-9a-f]{64})\.(png|jpg|svg)$/;
export const BRAND_SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
export const BRAND_ASSET_CACHE = 'public, max-age=31536000, immutable';

function notFound(reply: FastifyReply) {
  return reply.code(404).header('cache-control', 'no-store').send({ error: 'Not found' });
}

export function registerBrandAssets(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { file: string } }>('/brand-assets/:file', async (request, reply) => {
    const match = FILE.exec(request.params.file);
    const id = match?.[1];
    const type = match?.[2] ? brandImageTypeOf(match[2]) : null;
    if (!id || !type) return notFound(reply);
    const [asset] = await db
      .select({ contentType: brandAssets.contentType, bytes: brandAssets.bytes })
      .from(brandAssets)
      .where(eq(brandAssets.id, id))
      .limit(1);
    if (asset?.contentType !== type) return notFound(reply);
    const etag = `"${id}"`;
    void reply
      .header('content-type', type)
      .header('cache-control', BRAND_ASSET_CACHE)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      // Presentations run in an opaque (sandboxed) origin: their <img> requests are cross-origin.
      .header('cross-origin-resource-policy', 'cross-origin');
    if (type === 'image/svg+xml') void reply.header('content-security-policy', BRAND_SVG_CSP);
    const conditional = request.headers['if-none-match'];
    if (conditional?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
      return reply.code(304).send();
    return reply.send(asset.bytes);
  });
}
