import type { AppSwitches, Http, Signer } from '../../api';
import type { TestSignerContext } from '../../api/signer/TestSigner';

type Environment = AppSwitches['environment'];

/**
 * The signer of this build, loaded when signing first needs it: the CryptoPro adapter (and the
 * plug-in's loader) or the test signer stay out of the first load of every other screen. It answers
 * as the signer it stands for. The environment may be given as a function, read at the first use: a
 * store made before the app switches arrive (a sign-in page opened directly) still gets the right one.
 */
export function lazySigner(environment: Environment | (() => Environment), deps: { http: Http; context: TestSignerContext }): Signer {
  const environmentNow = typeof environment === 'function' ? environment : () => environment;
  let loaded: Promise<Signer> | null = null;
  const signer = () => (loaded ??= import('../../api/signer/createSigner').then((module) => module.createSigner(environmentNow(), deps)));
  return {
    get kind() {
      return environmentNow() === 'prod' ? 'cryptopro' : 'test';
    },
    check: async () => (await signer()).check(),
    certificates: async () => (await signer()).certificates(),
    signDetached: async (thumbprint, content) => (await signer()).signDetached(thumbprint, content),
    signAttached: async (thumbprint, text) => (await signer()).signAttached(thumbprint, text),
  };
}
