// The renderer's signature, fixed here so writers, the API and the renderer agree on it.
import type { TNeedsAnalysis } from '../generation/needs-analysis';
import type { TPresentationDocument } from './schema';

export interface TRenderOptions {
  /** Where our `/assets/` are served from: '' (root-relative, the default) or an origin. */
  assetBase?: string;
  /**
   * A draft being written: the page says so in a small banner and leaves out the closing
   * furniture that would be misleading before the last section (nothing else changes).
   */
  draft?: boolean;
}

export type TRenderPresentation = (
  document: TPresentationDocument,
  analysis: TNeedsAnalysis,
  options?: TRenderOptions,
) => string;
