/** Settings the public-POST guard reads from the context, fixed when the app is created. */
export interface RequestPolicy {
  /** origins a state-changing request may come from besides the request's own host */
  allowedOrigins: string[];
  /** false only for benchmarks from one address (RATE_LIMITS=off) and fuzz tests */
  rateLimits: boolean;
}
