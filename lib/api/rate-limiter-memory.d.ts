// Types for the package's backends imported one by one (its index loads every backend it supports).
declare module 'rate-limiter-flexible/lib/RateLimiterMemory' {
  import { RateLimiterMemory } from 'rate-limiter-flexible';
  export default RateLimiterMemory;
}

declare module 'rate-limiter-flexible/lib/RateLimiterRedis' {
  import { RateLimiterRedis } from 'rate-limiter-flexible';
  export default RateLimiterRedis;
}

declare module 'rate-limiter-flexible/lib/RateLimiterPostgres' {
  import { RateLimiterPostgres } from 'rate-limiter-flexible';
  export default RateLimiterPostgres;
}

declare module 'rate-limiter-flexible/lib/RateLimiterRes' {
  import { RateLimiterRes } from 'rate-limiter-flexible';
  export default RateLimiterRes;
}
