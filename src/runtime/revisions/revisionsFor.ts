import { createRevisionsApi, createSigningApi } from '../../api';
import { randomUuid } from '../../domain/persons/person';
import type { RootStore } from '../RootStore';
import { organizationSignerFor } from '../signing/signingFor';
import { RevisionsStore } from './RevisionsStore';

/** The settlements screen's store over the root's connection, toasts and the organisation's signer. */
export function revisionsFor(root: RootStore, save: (bytes: Uint8Array, name: string, mime: string) => void): RevisionsStore {
  return new RevisionsStore({
    api: createRevisionsApi(root.http),
    signing: createSigningApi(root.http),
    signer: organizationSignerFor(root),
    toasts: root.toasts,
    save,
    newUuid: randomUuid,
    listen: (handler) => root.realtime?.subscribe('RevisionActChanged', handler) ?? (() => undefined),
  });
}
