// A saved presentation is re-rendered from its document and its client's figures: the needs
// analysis is recomputed from the stored client facts, so every chart and figure follows them.
import {
  analyseNeeds,
  needsInputFromClient,
  ZClientFormData,
  ZPresentationFigures,
  type TClientFormData,
  type TNeedsAnalysis,
  type TPresentationFigures,
} from '@pitchcraft/core';
import { renderPresentation, type TPresentationDocument } from '@pitchcraft/core/document';

import { AppError } from '../../errors';

const CLIENT_FIGURES_UNREADABLE_MESSAGE =
  "This presentation's client details could not be read. Regenerate the whole presentation instead.";

/** The stored client facts as the wizard produced them, or null when they no longer parse. */
function clientOf(clientData: unknown): TClientFormData | null {
  const parsed = ZClientFormData.safeParse(clientData);
  return parsed.success ? parsed.data : null;
}

/** The needs analysis for the stored client facts (the same computation a generation makes). */
export function analysisFor(clientData: unknown): TNeedsAnalysis {
  const client = clientOf(clientData);
  if (!client) throw new AppError('BAD_REQUEST', CLIENT_FIGURES_UNREADABLE_MESSAGE);
  return analyseNeeds(needsInputFromClient(client));
}

/** The page for a document with the client's current figures. */
export function renderDocument(document: TPresentationDocument, clientData: unknown): string {
  return renderPresentation(document, analysisFor(clientData));
}

/** The figures the owner can change, as numbers; null when the stored facts do not parse. */
export function figuresOf(clientData: unknown): TPresentationFigures | null {
  const client = clientOf(clientData);
  if (!client) return null;
  const candidate = {
    age: Number(client.age),
    annualIncome: Number(client.annualIncome),
    dependents: Number(client.dependents),
    budget: Number(client.budget),
    maritalStatus: client.maritalStatus,
    smoker: client.smoker,
    healthStatus: client.healthStatus,
    gender: client.gender,
    needs: {
      mortgage: client.needs.mortgage,
      otherDebts: client.needs.otherDebts,
      existingCoverIndividual: client.needs.existingCoverIndividual,
      existingCoverGroup: client.needs.existingCoverGroup,
      savings: client.needs.savings,
      childrenAges: client.needs.childrenAges,
    },
  };
  const parsed = ZPresentationFigures.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored client facts with new figures, in the stored (string) form the wizard uses. */
export function withFigures(
  clientData: Record<string, unknown>,
  figures: TPresentationFigures,
): Record<string, unknown> {
  const next: Record<string, unknown> = {
    ...clientData,
    age: String(figures.age),
    annualIncome: String(figures.annualIncome),
    dependents: String(figures.dependents),
    budget: String(figures.budget),
    maritalStatus: figures.maritalStatus,
    smoker: figures.smoker,
    healthStatus: figures.healthStatus,
    ...(figures.gender ? { gender: figures.gender } : {}),
    ...(figures.needs
      ? { needs: { ...(isRecord(clientData.needs) ? clientData.needs : {}), ...figures.needs } }
      : {}),
  };
  // Stored exactly as a generation stores it: parsed by the wizard's own schema.
  const client = clientOf(next);
  if (!client) throw new AppError('BAD_REQUEST', CLIENT_FIGURES_UNREADABLE_MESSAGE);
  return client;
}
