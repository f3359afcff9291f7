import type { CadesPlugin, LoadedCadesPlugin } from './cadesPlugin';
import { SignerError } from './Signer';
import { signerTexts } from './signerTexts';

/** The globals that the plug-in's loader (cadesplugin_api.js, bundled in crypto-pro) reads and sets. */
interface CadesWindow {
  cadesplugin?: CadesPlugin;
  cadesplugin_skip_extension_install?: boolean;
  cadesplugin_extension_loaded_callback?: () => void;
}

type CryptoPro = Pick<typeof import('crypto-pro'), 'execute'>;

// The loader runs once a page and a failed load stays failed until the page reloads, so what it saw
// is the page's state, kept here rather than in a signer.
let extensionAnswered = false;
let prepared = false;

function prepare(host: CadesWindow): void {
  if (prepared) return;
  prepared = true;
  // Without this the loader draws its own overlay in Firefox when the extension is missing; the
  // signing panel shows the help instead.
  host.cadesplugin_skip_extension_install = true;
  // The loader calls this once the extension's script is on the page: after that, a failure to load
  // means the plug-in itself is missing.
  host.cadesplugin_extension_loaded_callback = () => {
    extensionAnswered = true;
  };
}

async function importCryptoPro(): Promise<CryptoPro> {
  // Imported when signing opens, so the package and the loader it bundles stay out of other pages' first load.
  const loaded = (await import('crypto-pro')) as CryptoPro | { default: CryptoPro };
  return 'execute' in loaded ? loaded : loaded.default;
}

/**
 * Loads the plug-in through crypto-pro and waits until it answers. Rejects with a SignerError that
 * says what is missing: the browser extension, the plug-in, or support for the extension's API.
 */
export async function loadCadesPlugin(): Promise<LoadedCadesPlugin> {
  prepare(window as unknown as CadesWindow);
  let cryptoPro: CryptoPro;
  try {
    cryptoPro = await importCryptoPro();
  } catch {
    throw new SignerError('failed', signerTexts.moduleNotLoaded);
  }
  let handle: { plugin: CadesPlugin };
  try {
    // `execute` alone of the package's calls compiles no code from strings, which the app's CSP
    // (script-src 'self', no 'unsafe-eval') forbids. The plug-in travels wrapped, and leaves as its
    // API alone: it is itself a promise, and an async function would hand over its settlement instead.
    handle = await cryptoPro.execute(({ cadesplugin }) => ({ plugin: cadesplugin as CadesPlugin }));
  } catch {
    throw extensionAnswered
      ? new SignerError('plugin_missing', signerTexts.pluginMissing)
      : new SignerError('extension_missing', signerTexts.extensionMissing);
  }
  const { CreateObjectAsync } = handle.plugin;
  if (typeof CreateObjectAsync !== 'function') throw new SignerError('failed', signerTexts.browserUnsupported);
  return { CreateObjectAsync: CreateObjectAsync.bind(handle.plugin) as typeof CreateObjectAsync };
}
