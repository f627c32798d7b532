import type { MailService } from './mail';
import type { RateLimiter } from './rate-limiter';

export interface Services {
  mail: MailService;
  rateLimiter: RateLimiter;
}

export * from './mail';
export * from './rate-limiter';
