import type { BillingProvider } from '../domains/billing/provider';
import type { GenerationServices } from '../domains/generation/service';
import type { MailService } from './mail';
import type { JobQueue } from './queue';
import type { RateLimiter } from './rate-limiter';

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
