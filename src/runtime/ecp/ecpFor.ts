import type { RootStore } from '../RootStore';
import { lazySigner } from '../signing/lazySigner';
import { CertificatesStore } from './CertificatesStore';
import { EcpLoginStore } from './EcpLoginStore';

/** The «Электронная подпись» tab's store: the signer of the sign-in page (dev and demo: the certificates attached to accounts). */
export function ecpLoginFor(root: RootStore): EcpLoginStore {
  return new EcpLoginStore({
    signer: lazySigner(() => root.config.switches.environment, { http: root.http, context: { for: 'login' } }),
    challenge: (thumbprint) => root.api.ecpLoginChallenge(thumbprint),
    enter: (scope, rememberme, refused) => root.loginByEcp(scope, rememberme, refused),
  });
}

/** The profile's certificates block: the signer of the person's own certificates (dev and demo: his test certificates). */
export function certificatesFor(root: RootStore): CertificatesStore {
  return new CertificatesStore({
    signer: lazySigner(() => root.config.switches.environment, { http: root.http, context: { for: 'me' } }),
    read: () => root.api.readCertificates(),
    challenge: (thumbprint) => root.api.attachEcpChallenge(thumbprint),
    attach: (scope) => root.api.attachEcp(scope),
    detach: (thumbprint) => root.api.detachEcp(thumbprint),
  });
}
