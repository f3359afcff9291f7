import { createAccessionApi, createSigningApi } from '../../api';
import type { RootStore } from '../RootStore';
import { organizationSignerFor } from '../signing/signingFor';
import { ProfileDocumentsStore } from './ProfileDocumentsStore';

/** The profile documents' store of the signed-in user's organisation. */
export function profileDocumentsFor(root: RootStore): ProfileDocumentsStore {
  return new ProfileDocumentsStore({
    api: createAccessionApi(root.http),
    signing: createSigningApi(root.http),
    signer: organizationSignerFor(root),
    reloadUser: () => root.session.loadUser(),
  });
}
