// The built-in presentation as a page: the built-in document through the one renderer.
import { renderPresentation } from '../document/render';
import type { TOfflineInput } from './context';
import { buildOfflineDocument } from './document';

export function generateOfflinePresentation(input: TOfflineInput): string {
  return renderPresentation(buildOfflineDocument(input), input.analysis);
}
