declare module 'rate-limiter-flexible/lib/RateLimiterMemory' {
  import { RateLimiterMemory } from 'rate-limiter-flexible';
  export default RateLimiterMemory;
}
