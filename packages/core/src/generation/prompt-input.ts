// What a prompt is built from, and what it is: the system and user messages.
import type { TDocumentBrand } from '../document/schema';
import type { TAdvisorInfo, TClientFormData, TSalesStrategy } from './client-form';
import type { TNeedsAnalysis } from './needs-types';
import type { TWritingPlan } from './template-plan';

export interface TPromptInput {
  client: TClientFormData;
  advisor: TAdvisorInfo;
  strategy: TSalesStrategy;
  analysis: TNeedsAnalysis;
  /** Overrides the client record's companyId / productId when given. */
  companyId?: string;
  productId?: string;
  /** The presentation date shown on the cover. */
  now?: Date;
  /**
   * The advisor's brand kit as it is when the generation starts: the renderer shows it (logo,
   * headshot, licence, contact, the company's disclaimer) and its colours replace the scheme's.
   * Never part of the prompt.
   */
  brand?: TDocumentBrand | null;
  /**
   * The template's section set and instructions and the organisation's approved blocks, resolved
   * by the server when the generation starts; absent or null: the detail level's sections, no blocks.
   */
  plan?: TWritingPlan | null;
}

export interface TPrompt {
  system: string;
  user: string;
}
