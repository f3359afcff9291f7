import { cadesFailure } from './cadesFailure';
import type { LoadedCadesPlugin } from './cadesPlugin';
import { signBytesDetached, signTextAttached } from './cadesSignature';
import { findUserCertificate, readUserCertificates } from './cadesStore';
import { describePlugin } from './describePlugin';
import { loadCadesPlugin } from './loadCadesPlugin';
import type { Signer, SignerAvailability, SignerCertificate } from './Signer';
import { signerTexts } from './signerTexts';

/**
 * The production signer: the CryptoPro EDS Browser plug-in with the user's qualified certificate,
 * reached through the crypto-pro package, which is loaded on the first call only.
 */
export class CryptoProSigner implements Signer {
  readonly kind = 'cryptopro';
  private loading: Promise<LoadedCadesPlugin> | undefined;

  async check(): Promise<SignerAvailability> {
    try {
      const description = await this.run(describePlugin);
      const certificates = await this.certificates();
      if (certificates.length === 0) return { available: false, problem: 'no_certificates', message: signerTexts.noCertificates };
      return { available: true, description };
    } catch (error) {
      const failure = cadesFailure(error);
      return { available: false, problem: failure.problem, message: failure.message };
    }
  }

  certificates(): Promise<SignerCertificate[]> {
    return this.run(readUserCertificates);
  }

  signDetached(thumbprint: string, content: Uint8Array): Promise<string> {
    return this.run(async (plugin) => signBytesDetached(plugin, await findUserCertificate(plugin, thumbprint), content));
  }

  signAttached(thumbprint: string, text: string): Promise<string> {
    return this.run(async (plugin) => signTextAttached(plugin, await findUserCertificate(plugin, thumbprint), text));
  }

  /** Every call goes through here, so every failure leaves as a SignerError with a Russian message. */
  private async run<T>(work: (plugin: LoadedCadesPlugin) => Promise<T>): Promise<T> {
    try {
      return await work(await this.plugin());
    } catch (error) {
      throw cadesFailure(error);
    }
  }

  private plugin(): Promise<LoadedCadesPlugin> {
    // A failed load is not kept: the next call asks the loader again instead of repeating an old answer.
    this.loading ??= loadCadesPlugin().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }
}
