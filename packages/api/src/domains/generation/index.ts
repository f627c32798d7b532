export { registerGenerationJobs, COMPLETE_MESSAGE } from './presentation-job';
export type { GenerationEvent } from './events';
