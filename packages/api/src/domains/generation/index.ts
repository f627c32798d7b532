export { createAnthropicWriter, type AnthropicWriterOptions } from './anthropic-writer';
export { createOfflineWriter } from './offline-writer';
export { createJobRunner, failStaleGenerations, type JobRunner } from './jobs';
export type { GenerationServices } from './service';
export type { GenerationEvent } from './events';
export type { PresentationWriter } from './writer';
