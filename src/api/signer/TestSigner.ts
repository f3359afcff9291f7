import { ApiFailure } from '../ApiFailure';
import type { CallOptions, Http } from '../createHttp';
import type { CertificateFactsWire } from '../../domain/wire/signingWire';
import { bytesToBase64, textToBase64 } from './base64';
import { SignerError, type Signer, type SignerAvailability, type SignerCertificate } from './Signer';
import { signerTexts } from './signerTexts';

/**
 * Whose test keys the server uses: a signed-in user's for a request, or an external signer's sign link;
 * for the sign-in by signature, the signed-in person's own (`for: 'me'`, to attach one to his account)
 * or those attached to accounts (`for: 'login'`, on the sign-in page, without a session); for his own
 * organisation's documents, its certificate naming him (`for: 'organization'`); for a platform operator
 * signing acts of the settlements, the operator company's certificate naming him (`for: 'operator'`).
 */
export interface TestSignerContext {
  requestId?: number;
  link?: string;
  for?: 'me' | 'login' | 'organization' | 'operator';
}

/** The body of POST /v1/dev/signer/sign. */
interface SignBody {
  thumbprint: string;
  /** base64 */
  content: string;
  detached: boolean;
  request_id?: number;
  link?: string;
  for?: 'me' | 'login' | 'organization' | 'operator';
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
      if (certificates.length === 0) {
        const message = this.context.for === 'login' ? signerTexts.testNoLoginCertificates : signerTexts.testNoCertificates;
        return { available: false, problem: 'no_certificates', message };
      }
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

  /** The scope named by `for` when there is one (sign-in, organisation documents), else the sign link, else the request. */
  private whose(): { for: NonNullable<TestSignerContext['for']> } | { link: string } | { request_id: number } | Record<string, never> {
    if (this.context.for !== undefined) return { for: this.context.for };
    if (this.context.link !== undefined) return { link: this.context.link };
    if (this.context.requestId !== undefined) return { request_id: this.context.requestId };
    return {};
  }

  /**
   * Silent: the signing panel shows the SignerError itself. Anonymous with a sign link: the link is
   * the external signer's credential, and a token of someone signed in on this browser is not theirs;
   * on the sign-in page there is no one signed in yet.
   */
  private options(): CallOptions {
    return { silent: true, anonymous: this.context.link !== undefined || this.context.for === 'login' };
  }
}
