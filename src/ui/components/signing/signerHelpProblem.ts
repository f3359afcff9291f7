/** The signer's problems that the user fixes by installing something or inserting a token. */
export type SignerHelpProblem = 'plugin_missing' | 'extension_missing' | 'no_certificates';

const helped: readonly string[] = ['plugin_missing', 'extension_missing', 'no_certificates'] satisfies SignerHelpProblem[];

/** Whether the help has advice for a signer's problem (refusals and other failures have none). */
export function isSignerHelpProblem(problem: string): problem is SignerHelpProblem {
  return helped.includes(problem);
}
