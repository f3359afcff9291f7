import { Alert } from 'antd';
import type { SignerAvailability } from '../../runtime/signing/signingFor';
import { SignerHelp } from '../components/signing/SignerHelp';
import { isSignerHelpProblem } from '../components/signing/signerHelpProblem';

/**
 * Why the signer cannot sign here: the plug-in's install steps (or the token's) when the person can fix
 * it; for the test signer, whose «no certificates» no token fixes, its own words.
 */
export function SignerProblem({ availability, testSigner }: { availability: Extract<SignerAvailability, { available: false }>; testSigner: boolean }) {
  if (testSigner && availability.problem === 'no_certificates') return <Alert type="info" showIcon title={availability.message} />;
  if (isSignerHelpProblem(availability.problem)) return <SignerHelp problem={availability.problem} message={availability.message} />;
  return <Alert type="error" showIcon title={availability.message} />;
}
