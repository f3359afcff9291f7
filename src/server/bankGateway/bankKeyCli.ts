import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { banksConfig } from '../../domain/banks';
import { loadConfig } from '../config/loadConfig';
import { migrate } from '../db/migrate';
import { openConfiguredDatabase } from '../main';
import { issueBankApiKey, revokeBankApiKeys } from './bankApiKeys';

const usage = [
  'Ключи банковского API:',
  '  npx tsx src/server/bankGateway/bankKeyCli.ts issue <банк: uuid или internal_name> [подпись]',
  '  npx tsx src/server/bankGateway/bankKeyCli.ts revoke <номер ключа>',
  '  npx tsx src/server/bankGateway/bankKeyCli.ts list',
].join('\n');

/**
 * The operator's tool for keys of real banks: a key is printed once at issue and only its hash is
 * kept; the database is the one the server is configured with (DATABASE_URL or DATA_DIR).
 */
export async function runBankKeyCli(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, subject, label] = args;
  const database = await openConfiguredDatabase(loadConfig(env));
  try {
    await migrate(database.db);
    if (command === 'issue' && subject) {
      const bank = banksConfig.banks.find((item) => item.uuid === subject || item.internal_name === subject);
      if (!bank) {
        console.error(`Банк «${subject}» не найден в config/banks.json`);
        return 1;
      }
      const issued = await issueBankApiKey(database.db, bank.uuid, label ?? '');
      console.log(`Ключ № ${issued.id} для банка «${bank.bank_name}» (показывается один раз):\n${issued.key}`);
      return 0;
    }
    if (command === 'revoke' && subject && /^\d+$/.test(subject)) {
      await revokeBankApiKeys(database.db, [subject]);
      console.log(`Ключ № ${subject} отозван`);
      return 0;
    }
    if (command === 'list') {
      const rows = await database.db.selectFrom('bank_api_key').select(['id', 'bank_uuid', 'label', 'created_at', 'revoked_at']).orderBy('id').execute();
      for (const row of rows) {
        const bank = banksConfig.banks.find((item) => item.uuid === row.bank_uuid);
        console.log(`${row.id}\t${bank?.internal_name ?? row.bank_uuid}\t${row.label}\t${row.created_at.toISOString()}\t${row.revoked_at ? `отозван ${row.revoked_at.toISOString()}` : 'действует'}`);
      }
      return 0;
    }
    console.error(usage);
    return 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runBankKeyCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
