import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import signing from '../../../config/signing.json';
import { SignerHelp } from '../../../src/ui/components/signing/SignerHelp';
import { isSignerHelpProblem } from '../../../src/ui/components/signing/signerHelpProblem';
import { signerHelpTexts } from '../../../src/ui/components/signing/texts';

afterEach(cleanup);

function linkTo(href: string): HTMLAnchorElement {
  const link = screen.getAllByRole('link').find((element) => element.getAttribute('href') === href);
  if (!link) throw new Error(`no link to ${href}`);
  return link as HTMLAnchorElement;
}

describe('the help when the browser cannot sign', () => {
  it.each(['plugin_missing', 'extension_missing'] as const)('%s: links to the plug-in and to the extension of each browser, each in a new tab', (problem) => {
    render(<SignerHelp problem={problem} message="Браузер не видит расширение КриптоПро." onReload={() => undefined} />);

    expect(screen.getByText(signerHelpTexts.title[problem])).toBeTruthy();
    expect(screen.getByText('Браузер не видит расширение КриптоПро.')).toBeTruthy();
    const links = [
      ['https://cryptopro.ru/products/cades/plugin/get_2_0', signerHelpTexts.pluginPage],
      ['https://chromewebstore.google.com/detail/cryptopro-extension-for-c/iifchhfnnmpdbibifmljnfjhpififfog', 'расширение для Google Chrome, Microsoft Edge'],
      ['https://www.cryptopro.ru/sites/default/files/products/cades/extensions/firefox_cryptopro_extension_latest.xpi', 'расширение для Mozilla Firefox'],
      ['https://addons.opera.com/extensions/details/cryptopro-extension-for-cades-browser-plug-in/', 'расширение для Opera, Яндекс Браузер'],
    ];
    expect(screen.getAllByRole('link')).toHaveLength(links.length);
    for (const [href, text] of links) {
      const link = linkTo(href ?? '');
      expect(link.textContent).toContain(text);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
      // The accessible name says the link leaves the page.
      expect(within(link).getByRole('img', { name: signerHelpTexts.newTab })).toBeTruthy();
    }
    const steps = screen.getByRole('list', { name: signerHelpTexts.stepsLabel });
    expect(within(steps).getByText(signerHelpTexts.reload)).toBeTruthy();
  });

  it('takes its links from config/signing.json', () => {
    render(<SignerHelp problem="extension_missing" onReload={() => undefined} />);
    expect(linkTo(signing.plugin.download_url)).toBeTruthy();
    for (const extension of signing.extensions) expect(linkTo(extension.url)).toBeTruthy();
  });

  it('reloads the page when asked, since the plug-in is seen only by a page opened after installing it', () => {
    const reload = vi.fn();
    render(<SignerHelp problem="plugin_missing" onReload={reload} />);
    fireEvent.click(screen.getByRole('button', { name: signerHelpTexts.reloadButton }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('no_certificates: insert the token or install the certificate, and no installation links', () => {
    render(<SignerHelp problem="no_certificates" />);
    expect(screen.getByText(signerHelpTexts.title.no_certificates)).toBeTruthy();
    expect(screen.getByText(signerHelpTexts.insertToken)).toBeTruthy();
    expect(screen.getByText(signerHelpTexts.installCertificate)).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('button', { name: signerHelpTexts.reloadButton })).toBeNull();
  });

  it('has advice for missing software and certificates only', () => {
    expect(['plugin_missing', 'extension_missing', 'no_certificates', 'refused', 'failed'].filter(isSignerHelpProblem)).toEqual([
      'plugin_missing',
      'extension_missing',
      'no_certificates',
    ]);
  });
});
