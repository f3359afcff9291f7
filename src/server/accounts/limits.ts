/** A number of hits allowed within a window. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/** How often sign-in and code endpoints may be tried, per account or address and per client IP. */
export interface Limits {
  loginFailuresPerAccount: Limit;
  loginFailuresPerIp: Limit;
  codeSendsPerTarget: Limit;
  codeSendsPerIp: Limit;
  codeFailuresPerTarget: Limit;
  codeFailuresPerIp: Limit;
  registrationsPerIp: Limit;
  /** Challenges of the qualified-signature sign-in and attachment asked from one address. */
  ecpChallengesPerIp: Limit;
}

export const defaultLimits: Limits = {
  loginFailuresPerAccount: { max: 5, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { max: 20, windowSeconds: 15 * 60 },
  codeSendsPerTarget: { max: 1, windowSeconds: 60 },
  codeSendsPerIp: { max: 20, windowSeconds: 15 * 60 },
  codeFailuresPerTarget: { max: 5, windowSeconds: 15 * 60 },
  codeFailuresPerIp: { max: 20, windowSeconds: 15 * 60 },
  registrationsPerIp: { max: 10, windowSeconds: 60 * 60 },
  ecpChallengesPerIp: { max: 60, windowSeconds: 15 * 60 },
};
