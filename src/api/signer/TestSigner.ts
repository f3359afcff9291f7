import { ApiFailure } from '../ApiFailure';
import type { CallOptions, Http } from '../createHttp';
import type { CertificateFactsWire } from '../../domain/wire/signingWire';
import { bytesToBase64, textToBase64 } from './base64';
import { SignerError, type Signer, type SignerAvailability, type SignerCertificate } from './Signer';
import { signerTexts } from './signerTexts';

/**
 * Whose test keys the server uses: a signed-in user's for a request or (`organization`) for his own
 * organisation's documents, or an external signer's sign link.
 */
export interface TestSignerContext {
  requestId?: number;
  link?: string;
  organization?: boolean;
}

/** The body of POST /v1/dev/signer/sign. */
interface SignBody {
  thumbprint: string;
  /** base64 */
  content: string;
  detached: boolean;
  request_id?: number;
  link?: string;
  for?: 'organization';
}

function signerCertificate(wire: CertificateFactsWire): SignerCertificate {
  return {
    thumbprint: wire.thumbprint,
    subject_name: wire.subject_name,
    last_name: wire.last_name,
    first_name: wire.first_name,
    middle_name: wire.middle_name,
    issuer_name: wire.issuer_name,
    valid_from: wire.valid_from,
    valid_to: wire.valid_to,
    inn: wire.inn,
    inn_le: wire.inn_le,
    ogrn: wire.ogrn,
    snils: wire.snils,
    organization: wire.organization,
    position: wire.position,
  };
}

function failureOf(error: unknown): SignerError {
  if (error instanceof SignerError) return error;
  if (error instanceof ApiFailure && error.serverMessage) return new SignerError('failed', error.serverMessage);
  return new SignerError('failed', signerTexts.testServerSilent);
}

/**
 * The dev and demo signer: the server keeps demo users' test keys and makes a real GOST signature
 * with them, as a cloud signature service would, since the plug-in cannot run there.
 */
export class TestSigner implements Signer {
  readonly kind = 'test';
  private readonly http: Http;
  private readonly context: TestSignerContext;

  constructor(http: Http, context: TestSignerContext) {
    this.http = http;
    this.context = context;
  }

  async check(): Promise<SignerAvailability> {
    try {
      const certificates = await this.certificates();
      if (certificates.length === 0) return { available: false, problem: 'no_certificates', message: signerTexts.testNoCertificates };
      return { available: true, description: signerTexts.testDescription };
    } catch (error) {
      const failure = failureOf(error);
      return { available: false, problem: failure.problem, message: failure.message };
    }
  }

  async certificates(): Promise<SignerCertificate[]> {
    try {
      const data = await this.http.get<{ certificates: CertificateFactsWire[] }>('/v1/dev/signer/certificates', {
        ...this.options(),
        params: this.whose(),
      });
      return data.certificates.map(signerCertificate);
    } catch (error) {
      throw failureOf(error);
    }
  }

  signDetached(thumbprint: string, content: Uint8Array): Promise<string> {
    return this.sign({ thumbprint, content: bytesToBase64(content), detached: true });
  }

  signAttached(thumbprint: string, text: string): Promise<string> {
    return this.sign({ thumbprint, content: textToBase64(text), detached: false });
  }

  private async sign(body: Omit<SignBody, 'request_id' | 'link' | 'for'>): Promise<string> {
    try {
      const data = await this.http.post<{ signature: string }>('/v1/dev/signer/sign', { ...body, ...this.whose() } satisfies SignBody, this.options());
      return data.signature;
    } catch (error) {
      throw failureOf(error);
    }
  }

  /** The sign link when there is one, else the organisation's documents, else the request. */
  private whose(): { link: string } | { for: 'organization' } | { request_id: number } | Record<string, never> {
    if (this.context.link !== undefined) return { link: this.context.link };
    if (this.context.organization === true) return { for: 'organization' };
    if (this.context.requestId !== undefined) return { request_id: this.context.requestId };
    return {};
  }

  /**
   * Silent: the signing panel shows the SignerError itself. Anonymous with a sign link: the link is
   * the external signer's credential, and a token of someone signed in on this browser is not theirs.
   */
  private options(): CallOptions {
    return { silent: true, anonymous: this.context.link !== undefined };
  }
}
