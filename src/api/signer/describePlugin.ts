import type { CadesVersion, LoadedCadesPlugin } from './cadesPlugin';
import { SignerError } from './Signer';
import { signerTexts } from './signerTexts';

async function versionText(version: CadesVersion | string): Promise<string> {
  return String(await version.toString());
}

/**
 * «КриптоПро ЭЦП Browser plug-in 2.0.15400, КриптоПро CSP 5.0.13000». Older plug-ins have no
 * PluginVersion and give Version as a string; without CryptoPro CSP the plug-in cannot sign at all.
 */
export async function describePlugin(plugin: LoadedCadesPlugin): Promise<string> {
  const about = await plugin.CreateObjectAsync('CAdESCOM.About');
  const pluginVersion = await versionText((await about.PluginVersion) ?? (await about.Version));
  let cspVersion: string;
  try {
    cspVersion = await versionText(await about.CSPVersion());
  } catch {
    throw new SignerError('failed', signerTexts.cspMissing);
  }
  return signerTexts.cryptoProDescription(pluginVersion, cspVersion);
}
