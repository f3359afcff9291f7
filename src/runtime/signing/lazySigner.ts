import type { AppSwitches, Http, Signer } from '../../api';
import type { TestSignerContext } from '../../api/signer/TestSigner';

/**
 * The signer of this build, loaded when signing first needs it: the CryptoPro adapter (and the
 * plug-in's loader) or the test signer stay out of the first load of every other screen. It answers
 * as the signer it stands for.
 */
export function lazySigner(environment: AppSwitches['environment'], deps: { http: Http; context: TestSignerContext }): Signer {
  let loaded: Promise<Signer> | null = null;
  const signer = () => (loaded ??= import('../../api/signer/createSigner').then((module) => module.createSigner(environment, deps)));
  return {
    kind: environment === 'prod' ? 'cryptopro' : 'test',
    check: async () => (await signer()).check(),
    certificates: async () => (await signer()).certificates(),
    signDetached: async (thumbprint, content) => (await signer()).signDetached(thumbprint, content),
    signAttached: async (thumbprint, text) => (await signer()).signAttached(thumbprint, text),
  };
}
