import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readCertificate } from '../src/server/signing/crypto/certificateFacts';
import { checkGostEngine } from '../src/server/signing/crypto/gostEngine';
import { runOpenssl } from '../src/server/signing/crypto/runOpenssl';
import { openTestCa } from '../src/server/signing/crypto/TestCertificateAuthority';
import { readSignedCms } from '../src/server/signing/crypto/signedCms';
import { closeTrustStore, loadTrustStore } from '../src/server/signing/crypto/TrustStore';
import { verifySignature } from '../src/server/signing/crypto/verifySignature';
import { ms, quantile, timeCalls, type BenchResult } from './benchModule';

/** Budget: verifying a detached signature of 1 MB costs at most twice hashing the file with GOST R 34.11-2012 in openssl. */
const budgetRatio = 2;
const runs = 40;
const warmUp = 5;
const fileBytes = 1024 * 1024;

export default async function bench(): Promise<BenchResult> {
  const name = 'Проверка откреплённой подписи ГОСТ файла 1 МБ против хеша ГОСТ Р 34.11-2012 того же файла';
  const missing = await checkGostEngine();
  if (missing) return { name, lines: [missing], ok: false };
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-signature-'));
  try {
    const ca = await openTestCa(path.join(dir, 'ca'));
    mkdirSync(path.join(dir, 'trust'));
    writeFileSync(path.join(dir, 'trust', 'root.pem'), ca.caPem);
    const trust = await loadTrustStore(path.join(dir, 'trust'));
    const issued = await ca.issue({ last_name: 'Петров', first_name: 'Сергей', inn_le: '7701234560', inn: '770123456723', organization: 'ООО «СтройМонтаж»' });
    const content = randomBytes(fileBytes);
    const contentFile = path.join(dir, 'content.bin');
    writeFileSync(contentFile, content);
    const signature = await ca.sign(issued.thumbprint, content, { detached: true });

    const verify = () => verifySignature({ signature, content, trust });
    const hash = async () => {
      const run = await runOpenssl(['dgst', '-engine', 'gost', '-md_gost12_256', contentFile]);
      if (run.code !== 0) throw new Error(run.stderr);
    };
    const parse = async () => readCertificate(readSignedCms(signature).signerCertificate!);
    await timeCalls(warmUp, verify);
    await timeCalls(warmUp, hash);
    // One of each in turn, so that a burst of other load falls on both sides alike.
    const verified: number[] = [];
    const hashed: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      verified.push(...(await timeCalls(1, verify)));
      hashed.push(...(await timeCalls(1, hash)));
    }
    verified.sort((a, b) => a - b);
    hashed.sort((a, b) => a - b);
    const parsed = await timeCalls(runs, parse);
    await closeTrustStore(trust);

    const ratio = quantile(verified, 0.95) / quantile(hashed, 0.95);
    return {
      name,
      lines: [
        `проверка (${runs} раз после ${warmUp}): p50 ${ms(quantile(verified, 0.5))}, p95 ${ms(quantile(verified, 0.95))}`,
        `  из них разбор CMS и сертификата в процессе: p50 ${ms(quantile(parsed, 0.5))}, p95 ${ms(quantile(parsed, 0.95))}`,
        `хеш openssl dgst -md_gost12_256: p50 ${ms(quantile(hashed, 0.5))}, p95 ${ms(quantile(hashed, 0.95))}`,
        `отношение p95: ${ratio.toFixed(2)} (бюджет ≤ ${budgetRatio}); p50: ${(quantile(verified, 0.5) / quantile(hashed, 0.5)).toFixed(2)}`,
      ],
      ok: ratio <= budgetRatio,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
