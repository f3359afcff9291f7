import type { CertificateFactsWire } from './signingWire';

/**
 * The wire of sign-in by a qualified electronic signature (spec-2 §7.1: login/write/ecp, attach-ecp,
 * current-user-profile/read/certificates) and of the challenges the signatures carry.
 */

/** What a person is asked to sign: POST /v1/login/write/ecp/challenge and /v1/login/write/attach-ecp/challenge. */
export interface EcpChallengeWire {
  /** The exact text to sign as an attached CAdES-BES signature; the answer carries it back as `scope`. */
  challenge: string;
  /** ISO instant after which the challenge is refused. */
  expires_at: string;
}

/** A certificate attached to the signed-in user's account, with when it was attached (ISO). */
export interface AttachedCertificateWire extends CertificateFactsWire {
  attached_at: string;
}
