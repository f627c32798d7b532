export { createAnthropicWriter, type AnthropicWriterOptions } from './anthropic-writer';
export { createOfflineWriter } from './offline-writer';
export {
  createJobRunner,
  markLost,
  INTERRUPTED_MESSAGE,
  RESTART_NOTICE_TITLE,
  type JobRunner,
} from './jobs';
export { KEY_REQUIRED_MESSAGE } from './resolve';
export type { GenerationServices } from './service';
export type { GenerationEvent } from './events';
export type { PresentationWriter } from './writer';
