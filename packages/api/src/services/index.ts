// The services a request's context carries, by what they do. One wiring builds them for the server
// and the test harness alike (create-services.ts, exported from the package root, not from here:
// it imports every domain, and this file is read by the context every domain reads).
import type { BillingProvider } from '../domains/billing/provider';
import type { Engine } from '../engine';
import type { WritingServices } from '../writing/write-job';
import type { MailService } from './mail';
import type { JobQueue } from './queue';
import type { RateLimiter } from './rate-limiter';

/** The AI writers, and the generation engine that runs, streams and stores every writing job. */
export interface GenerationServices extends WritingServices {
  runner: Engine;
}

export interface Services {
  queue: JobQueue;
  mail: MailService;
  rateLimiter: RateLimiter;
  billing: BillingProvider;
  generation: GenerationServices;
}

export * from './mail';
export * from './rate-limiter';
export * from './queue';
