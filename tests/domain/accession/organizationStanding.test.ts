import { describe, expect, it } from 'vitest';
import { accessionSettings, type AccessionSettings } from '../../../src/domain/accession/accessionSettings';
import { organizationDuties, type DutyOrganization } from '../../../src/domain/accession/organizationDuties';
import { organizationStanding, type SignedEdition } from '../../../src/domain/accession/organizationStanding';
import { sendingBlockOf } from '../../../src/domain/accession/sendingBlockOf';
import { banksConfig } from '../../../src/domain/banks';

const zenit = 'd67a3109-694b-55f3-8e4c-850ec8e437bb';
const loko = '9ae4cdbb-7ba9-54e9-9d6e-120325192f05';
const raiffeisen = '974f783d-61ef-5cd4-b0d2-d920d9d6ae02';
const kuban = '673eb889-e593-584d-8a10-da581f140f2a';
const expobank = 'cbfdc709-4068-5242-9119-5216dd873e6f';
const sber = '9fee5cae-0291-5434-ba9d-748f6a58e441';

const settings: AccessionSettings = {
  grace_days: 30,
  regulations: { agent: { version: 2, effective_from: '2026-11-01', legal: 'b-agreement' }, client: { version: 1, effective_from: '2025-01-15', legal: 'terms' } },
  partner_agreements: {
    [zenit]: { connected_on: '2023-05-15', version: 1 },
    [loko]: { connected_on: '2024-02-12', version: 1 },
    [raiffeisen]: { connected_on: '2024-09-02', version: 1 },
    [kuban]: { connected_on: '2025-04-14', version: 1 },
    [expobank]: { connected_on: '2025-10-06', version: 3 },
  },
};

const agent = (registered_on: string): DutyOrganization => ({ type: 'agent', registered_on });

describe('organizationDuties', () => {
  it.each([
    // [registered, the partner banks whose agreement is due, the accession's deadline]
    ['2026-11-27', [], '2026-12-27'],
    ['2025-10-06', [], '2026-12-01'],
    ['2025-10-05', [expobank], '2026-12-01'],
    ['2024-09-02', [kuban, expobank], '2026-12-01'],
    ['2023-01-10', [zenit, loko, raiffeisen, kuban, expobank], '2026-12-01'],
  ])('an agent registered %s signs the agreements of %j, the accession by %s', (registered, banks, deadline) => {
    const duties = organizationDuties(agent(registered), settings, banksConfig.banks);
    expect(duties[0]).toEqual({ kind: 'accession_agent', bank_uuid: null, version: 2, since: '2026-11-01', deadline });
    expect(duties.slice(1).map((duty) => duty.bank_uuid)).toEqual(banks);
    for (const duty of duties.slice(1)) expect(duty).toMatchObject({ kind: 'partner_agreement', deadline: null });
    expect(duties.find((duty) => duty.bank_uuid === expobank)?.version ?? 3).toBe(3);
  });

  it('gives a client organisation its own accession and no partner agreements', () => {
    expect(organizationDuties({ type: 'client', registered_on: '2020-01-01' }, settings, banksConfig.banks)).toEqual([
      { kind: 'accession_client', bank_uuid: null, version: 1, since: '2025-01-15', deadline: '2025-02-14' },
    ]);
  });

  it('asks nothing of a bank that is not a partner bank, whatever the settings say', () => {
    const odd = { ...settings, partner_agreements: { ...settings.partner_agreements, [sber]: { connected_on: '2026-01-01', version: 1 } } };
    expect(organizationDuties(agent('2025-12-01'), odd, banksConfig.banks).map((duty) => duty.bank_uuid)).toEqual([null]);
  });

  it('knows the connection of every partner bank of config/banks.json, and of no other bank', () => {
    const partners = banksConfig.banks.filter((bank) => bank.type === 'partner').map((bank) => bank.uuid).sort();
    expect(Object.keys(accessionSettings.partner_agreements).sort()).toEqual(partners);
  });
});

describe('organizationStanding', () => {
  const duties = organizationDuties(agent('2024-09-02'), settings, banksConfig.banks);
  const accession: SignedEdition = { kind: 'accession_agent', bank_uuid: null, version: 2 };
  const agreement = (bank: string, version = 1): SignedEdition => ({ kind: 'partner_agreement', bank_uuid: bank, version });

  it.each([
    // [title, signed, today, flags, blocked banks, overdue]
    ['nothing signed, within the grace period', [], '2026-11-27', { is_regulations_signed: false, need_sign_add_agreement: true, has_unsigned_docs: true, regulations_deadline: '2026-12-01' }, [kuban, expobank], false],
    ['nothing signed, the deadline day itself', [], '2026-12-01', { is_regulations_signed: false }, [kuban, expobank], false],
    ['nothing signed, past the deadline', [], '2026-12-02', { is_regulations_signed: false, regulations_deadline: '2026-12-01' }, [kuban, expobank], true],
    ['the accession signed', [accession], '2027-06-01', { is_regulations_signed: true, need_sign_add_agreement: true, regulations_deadline: null }, [kuban, expobank], false],
    ['an older edition of the accession signed', [{ ...accession, version: 1 }], '2026-12-02', { is_regulations_signed: false }, [kuban, expobank], true],
    ['one agreement signed', [accession, agreement(kuban)], '2026-11-27', { need_sign_add_agreement: true, has_unsigned_docs: true }, [expobank], false],
    ['an older edition of an agreement signed', [accession, agreement(kuban), agreement(expobank, 2)], '2026-11-27', { need_sign_add_agreement: true }, [expobank], false],
    ['everything signed', [accession, agreement(kuban), agreement(expobank, 3)], '2026-11-27', { is_regulations_signed: true, need_sign_add_agreement: false, has_unsigned_docs: false }, [], false],
    ['another organisation’s bank signed does not count', [accession, agreement(zenit)], '2026-11-27', { need_sign_add_agreement: true }, [kuban, expobank], false],
  ] as const)('%s', (_title, signed, today, flags, blocked, overdue) => {
    const standing = organizationStanding(duties, signed, today);
    expect(standing).toMatchObject(flags);
    expect(standing.blocked_banks).toEqual(blocked);
    expect(standing.regulations_overdue).toBe(overdue);
  });

  it('closes every bank while the accession is overdue, and only the unsigned partner banks otherwise', () => {
    const overdue = organizationStanding(duties, [agreement(kuban), agreement(expobank, 3)], '2026-12-02');
    expect(sendingBlockOf(overdue, sber)).toEqual({ kind: 'regulations', deadline: '2026-12-01' });
    const open = organizationStanding(duties, [accession, agreement(kuban)], '2026-12-02');
    expect(sendingBlockOf(open, sber)).toBeNull();
    expect(sendingBlockOf(open, kuban)).toBeNull();
    expect(sendingBlockOf(open, expobank)).toEqual({ kind: 'agreement', bank_uuid: expobank });
  });
});
