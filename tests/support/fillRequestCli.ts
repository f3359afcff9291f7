import { fillCompleteRequest, httpApi } from './requestFilling';

/**
 * `node --import tsx tests/support/fillRequestCli.ts <base url> <token> <bank uuid>...` fills a complete
 * request over HTTP and prints it as JSON. End-to-end tests run it as a process: Playwright's loader
 * cannot import the config JSON the domain reads.
 */
const [base, token, ...banks] = process.argv.slice(2);
if (!base || !token || banks.length === 0) {
  console.error('usage: fillRequestCli.ts <base url> <token> <bank uuid>...');
  process.exit(2);
}
const filled = await fillCompleteRequest(httpApi(base, token), { banks });
process.stdout.write(JSON.stringify(filled));
