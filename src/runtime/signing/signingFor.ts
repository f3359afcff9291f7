import { createOffersApi, createSigningApi, type SignLinkViewWire } from '../../api';
import type { TestSignerContext } from '../../api/signer/TestSigner';
import { viewerOf } from '../banks/banksFor';
import { lazySigner } from './lazySigner';
import type { FileSignaturesWire } from '../../domain/wire/signingWire';
import type { RootStore } from '../RootStore';
import { dealSigningSource, linkSigningSource, requestSigningSource, type DealSigningTarget } from './signingSources';

export { dealSigningTargetOf } from './signingSources';
export type { DealSigningTarget };
import { SigningStore } from './SigningStore';
import { ClientInviteStore } from './ClientInviteStore';

export type { SignerCertificate, SignerAvailability } from '../../api';
export type { SignLinkViewWire };

/** The signer of this build: the CryptoPro plug-in in production, the server's test signer in dev and demo. */
function signerFor(root: RootStore, context: TestSignerContext) {
  return lazySigner(root.config.switches.environment, { http: root.http, context });
}

/** The Signing view's store of a request, for a signed-in user. */
export function requestSigningFor(root: RootStore, requestId: number): SigningStore {
  return new SigningStore(requestSigningSource(createSigningApi(root.http), requestId), signerFor(root, { requestId }));
}

/** The Signing view's store of a bank's deal (an offer's acceptance, a claim's changes, the bank's documents). */
export function dealSigningFor(root: RootStore, requestId: number, target: DealSigningTarget): SigningStore {
  return new SigningStore(dealSigningSource(createSigningApi(root.http), createOffersApi(root.http, viewerOf(root)), target), signerFor(root, { requestId }));
}

/** The external signing page's store and the link's own data, for the holder of a sign link. */
export function linkSigningFor(root: RootStore, token: string): { store: SigningStore; readLink: () => Promise<SignLinkViewWire>; testSigner: boolean } {
  const api = createSigningApi(root.http);
  const signer = signerFor(root, { link: token });
  return { store: new SigningStore(linkSigningSource(api, token), signer), readLink: () => api.readSignLink(token), testSigner: signer.kind === 'test' };
}

/** Who signed one file (DocumentSignDetails). */
export async function signInfoFor(root: RootStore, fileUuid: string): Promise<FileSignaturesWire | null> {
  const files = await createSigningApi(root.http).readSignInfo([fileUuid], { silent: true });
  return files[0] ?? null;
}

/** The invitation of a request's client by e-mail. */
export function clientInviteFor(root: RootStore, requestId: number): ClientInviteStore {
  return new ClientInviteStore(root.http, requestId);
}

/** The signer of the signed-in user's own organisation documents (the test signer offers his certificates for it). */
export function organizationSignerFor(root: RootStore) {
  return signerFor(root, { for: 'organization' });
}

/** The signer of the operator company, for a platform operator's signature of the settlements' acts (the test signer offers the operator company's certificates). */
export function operatorSignerFor(root: RootStore) {
  return signerFor(root, { for: 'operator' });
}
