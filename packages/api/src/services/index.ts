import type { BillingProvider } from '../domains/billing/provider';
import type { GenerationServices } from '../domains/generation/service';
import type { MailService } from './mail';
import type { RateLimiter } from './rate-limiter';

export interface Services {
  mail: MailService;
  rateLimiter: RateLimiter;
  billing: BillingProvider;
  generation: GenerationServices;
}

export * from './mail';
export * from './rate-limiter';
