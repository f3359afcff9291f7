import type { AppSwitches } from '../wire';
import type { Http } from '../createHttp';
import { CryptoProSigner } from './CryptoProSigner';
import type { Signer } from './Signer';
import { TestSigner, type TestSignerContext } from './TestSigner';

export interface SignerDeps {
  http: Http;
  /** Whose test keys the dev and demo signer asks the server for. */
  context: TestSignerContext;
}

/** The signer of each environment mode: the real plug-in in production, the server's test keys elsewhere. */
const signerByEnvironment: Readonly<Record<AppSwitches['environment'], (deps: SignerDeps) => Signer>> = {
  prod: () => new CryptoProSigner(),
  dev: (deps) => new TestSigner(deps.http, deps.context),
  demo: (deps) => new TestSigner(deps.http, deps.context),
};

/** The signer for the app switch `environment` (config/app.json, as the server reports it). */
export function createSigner(environment: AppSwitches['environment'], deps: SignerDeps): Signer {
  return signerByEnvironment[environment](deps);
}
