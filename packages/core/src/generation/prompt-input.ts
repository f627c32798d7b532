// What a prompt is built from, and what it is: the system and user messages.
import type { TDocumentBrand } from '../document/schema';
import type { TAdvisorInfo, TClientFormData, TSalesStrategy } from './client-form';
import type { TNeedsAnalysis } from './needs-analysis';

export interface TPromptInput {
  client: TClientFormData;
  advisor: TAdvisorInfo;
  strategy: TSalesStrategy;
  analysis: TNeedsAnalysis;
  /** Overrides the client record's companyId / productId when given. */
  companyId?: string;
  productId?: string;
  /**
   * Further client-provided values (an intake form's notes or custom answers). They are
   * untrusted and go into the client-data block with the rest of the client's text.
   */
  untrustedFields?: Readonly<Record<string, string | number | boolean>>;
  /** The presentation date shown on the cover. */
  now?: Date;
  /**
   * The advisor's brand kit as it is when the generation starts: the renderer shows it (logo,
   * headshot, licence, contact, the company's disclaimer) and its colours replace the scheme's.
   * Never part of the prompt.
   */
  brand?: TDocumentBrand | null;
}

export interface TPrompt {
  system: string;
  user: string;
}
