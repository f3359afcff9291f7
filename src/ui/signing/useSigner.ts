import { useMemo } from 'react';
import { createSigner } from '../../api/signer/createSigner';
import type { Signer } from '../../api/signer/Signer';
import { useStores } from '../app/StoresContext';

/**
 * The signer of this build for a request or a sign link: the CryptoPro plug-in in production, the
 * server's test signer in dev and demo (chosen by the app switch `environment`).
 */
export function useSigner(context: { requestId?: number; link?: string }): Signer {
  const root = useStores();
  const environment = root.config.switches.environment;
  const { requestId, link } = context;
  return useMemo(() => createSigner(environment, { http: root.http, context: { requestId, link } }), [environment, root, requestId, link]);
}
