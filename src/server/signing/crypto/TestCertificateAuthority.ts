import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CertificateFactsWire } from '../../../domain/wire/signingWire';
import { readCertificate } from './certificateFacts';
import { issueWithOpenssl } from './issueWithOpenssl';
import { newGostKey } from './newGostKey';
import { pemBlocks, toPem } from './pem';
import { publishOnce, replaceFile } from './publishOnce';
import { runOpenssl } from './runOpenssl';
import { subjectKey, subjectLine, type TestSubject } from './TestSubject';
import { testCaTexts } from './texts';

export type { TestSubject } from './TestSubject';

export interface IssueOptions {
  validFrom?: Date;
  validTo?: Date;
  /** 'self' makes a self-signed certificate: a signer whose root no one trusts. */
  issuer?: 'ca' | 'self';
}

export interface IssuedCertificate {
  thumbprint: string;
  certificatePem: string;
  facts: CertificateFactsWire;
}

const dayMs = 86_400_000;
/** Early enough for any backdated test certificate to chain to the root at its signing time. */
const rootValidFrom = new Date('2000-01-01T00:00:00Z');
const rootValidTo = new Date('2099-12-31T23:59:59Z');

/**
 * The platform's own GOST certification authority for development, demos and tests: the stand-in for
 * a cloud signature service, since the CryptoPro plug-in cannot run on a server. Its root «Тестовый
 * УЦ платформы» and every certificate it issued (key and certificate in one file) are kept in `dir`:
 * `ca.key`, `ca.pem`, `issued/<subject and options hash>.pem`. Never trust its root in production.
 */
export class TestCertificateAuthority {
  private readonly issued = new Map<string, IssuedCertificate>();
  private readonly fileOf = new Map<string, string>();
  private readonly running = new Map<string, Promise<IssuedCertificate>>();

  private constructor(
    private readonly dir: string,
    private readonly caKeyPem: string,
    readonly caPem: string,
  ) {}

  /** Opens the CA in `dir`, creating its root on first use. See `openTestCa`. */
  static async open(dir: string): Promise<TestCertificateAuthority> {
    await mkdir(path.join(dir, 'issued'), { recursive: true });
    const keyFile = path.join(dir, 'ca.key');
    const caKeyPem = (await readFile(keyFile, 'utf8').catch(() => null)) ?? (await publishOnce(keyFile, await newGostKey()));
    // The root is made from the kept key whenever it is missing, so a start that died between the two files heals.
    const caFile = path.join(dir, 'ca.pem');
    const caPem =
      (await readFile(caFile, 'utf8').catch(() => null)) ??
      (await publishOnce(
        caFile,
        await issueWithOpenssl({
          keyPem: caKeyPem,
          subject: `/CN=${testCaTexts.caName}/O=${testCaTexts.caOrganization}/C=RU`,
          validFrom: rootValidFrom,
          validTo: rootValidTo,
          extensions: 'root_extensions',
          signer: 'self',
        }),
      ));
    const authority = new TestCertificateAuthority(dir, caKeyPem, caPem);
    await authority.rescan();
    return authority;
  }

  /**
   * A GOST end-entity certificate for `subject`, signed by the root (or by itself). The same subject
   * and options give the same key and certificate, in this process and after a restart; two calls at
   * once give one. Without explicit dates a certificate runs from a day ago for two years, and one
   * found expired is issued anew on the same key.
   */
  issue(subject: TestSubject, options: IssueOptions = {}): Promise<IssuedCertificate> {
    const id = issueId(subject, options);
    const pending = this.running.get(id);
    if (pending) return pending;
    const work = this.issueOnce(id, subject, options).finally(() => this.running.delete(id));
    this.running.set(id, work);
    return work;
  }

  /** Every certificate issued so far, this process's and those kept in `dir`. */
  certificates(): IssuedCertificate[] {
    return [...this.issued.values()];
  }

  /** A CAdES-BES signature (DER CMS with signingTime) of `content` with the key of an issued certificate. */
  async sign(thumbprint: string, content: Buffer, options: { detached: boolean }): Promise<Buffer> {
    const wanted = thumbprint.toUpperCase();
    if (!this.fileOf.has(wanted)) await this.rescan();
    const file = this.fileOf.get(wanted);
    if (!file) throw new Error(testCaTexts.unknownThumbprint(thumbprint));
    const args = ['cms', '-sign', '-engine', 'gost', '-binary', '-md', 'md_gost12_256', '-signer', file, '-inkey', file, '-nosmimecap', '-outform', 'DER'];
    if (!options.detached) args.push('-nodetach');
    const run = await runOpenssl(args, content);
    if (run.code !== 0) throw new Error(testCaTexts.opensslFailed('подписать файл'), { cause: run.stderr });
    return run.stdout;
  }

  private async issueOnce(id: string, subject: TestSubject, options: IssueOptions): Promise<IssuedCertificate> {
    const file = path.join(this.dir, 'issued', `${id}.pem`);
    const kept = await readFile(file, 'utf8').catch(() => null);
    if (kept === null) return this.remember(file, await publishOnce(file, await this.make(subject, options, await newGostKey())));
    const found = this.remember(file, kept);
    const datesChosen = options.validFrom !== undefined || options.validTo !== undefined;
    if (datesChosen || new Date(found.facts.valid_to) > new Date()) return found;
    const renewed = await this.make(subject, options, keyOf(kept));
    await replaceFile(file, renewed);
    return this.remember(file, renewed);
  }

  private async make(subject: TestSubject, options: IssueOptions, keyPem: string): Promise<string> {
    const validFrom = options.validFrom ?? (options.validTo ? new Date(options.validTo.getTime() - 365 * dayMs) : new Date(Date.now() - dayMs));
    const validTo = options.validTo ?? new Date(validFrom.getTime() + 2 * 365 * dayMs);
    if (validFrom >= validTo) throw new Error(testCaTexts.badValidity);
    const certificatePem = await issueWithOpenssl({
      keyPem,
      subject: subjectLine(subject),
      validFrom,
      validTo,
      extensions: 'signer_extensions',
      signer: options.issuer === 'self' ? 'self' : { certificatePem: this.caPem, keyPem: this.caKeyPem },
    });
    // One file holds both, so publishing it is one atomic step; openssl's -signer and -inkey each find their block.
    return certificatePem + keyPem;
  }

  private remember(file: string, text: string): IssuedCertificate {
    const der = pemBlocks(text).find((block) => block.label === 'CERTIFICATE')?.der;
    if (!der) throw new Error(testCaTexts.opensslFailed(`прочитать ${path.basename(file)}`));
    const facts = readCertificate(der);
    const issued = { thumbprint: facts.thumbprint, certificatePem: toPem(der, 'CERTIFICATE'), facts };
    this.issued.set(file, issued);
    this.fileOf.set(facts.thumbprint, file);
    return issued;
  }

  /** Picks up certificates kept in `dir` that this object has not seen (issued before it opened, or by another process). */
  private async rescan(): Promise<void> {
    const folder = path.join(this.dir, 'issued');
    for (const name of await readdir(folder)) {
      const file = path.join(folder, name);
      if (!name.endsWith('.pem') || this.issued.has(file)) continue;
      this.remember(file, await readFile(file, 'utf8'));
    }
  }
}

const opening = new Map<string, Promise<TestCertificateAuthority>>();

/**
 * Opens the test CA kept in `dir`, creating its GOST 2012-256 root «Тестовый УЦ платформы» on first
 * use and reusing it on later starts. Opening one folder twice at once creates one root.
 */
export function openTestCa(dir: string): Promise<TestCertificateAuthority> {
  const key = path.resolve(dir);
  const pending = opening.get(key);
  if (pending) return pending;
  const work = TestCertificateAuthority.open(key).finally(() => opening.delete(key));
  opening.set(key, work);
  return work;
}

function issueId(subject: TestSubject, options: IssueOptions): string {
  const key = JSON.stringify([subjectKey(subject), options.validFrom?.toISOString() ?? null, options.validTo?.toISOString() ?? null, options.issuer ?? 'ca']);
  return createHash('sha256').update(key).digest('hex').slice(0, 32);
}

function keyOf(text: string): string {
  const block = pemBlocks(text).find((candidate) => candidate.label === 'PRIVATE KEY');
  if (!block) throw new Error(testCaTexts.opensslFailed('найти ключ сертификата'));
  return toPem(block.der, 'PRIVATE KEY');
}
