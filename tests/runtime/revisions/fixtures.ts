import type { Signer, SignerCertificate } from '../../../src/api/signer/Signer';
import type { ActLineWire, ActState, RevisionActDetailsWire, RevisionActWire, RevisionsWire } from '../../../src/domain/wire/revisionWire';

export const agency = { uuid: '7c1f0f1f-5b11-4a53-9a56-6a1f0f1f5b11', name: 'ООО «Гарант-Брокер»', inn: '7707083893' };

export const certificate: SignerCertificate & { serial_number: string; ogrnip: null } = {
  serial_number: '01',
  ogrnip: null,
  thumbprint: 'A4D691AC536D3D0947A6DA3E977BA8FB64ECC714',
  subject_name: 'ООО «Гарант-Брокер»',
  last_name: 'Смирнова',
  first_name: 'Анна',
  middle_name: 'Сергеевна',
  issuer_name: 'Тестовый УЦ платформы',
  valid_from: '2026-01-01T00:00:00.000Z',
  valid_to: '2028-01-01T00:00:00.000Z',
  inn: null,
  inn_le: agency.inn,
  ogrn: '1027700132195',
  snils: '11223344595',
  organization: agency.name,
  position: 'Генеральный директор',
};

/** The signing port's double: one certificate, and a signature that names the bytes it was given. */
export function signerDouble(signed: Uint8Array[] = []): Signer {
  return {
    kind: 'test',
    check: async () => ({ available: true, description: 'double' }),
    certificates: async () => [certificate],
    signDetached: async (_thumbprint, content) => {
      signed.push(content);
      return 'MIIBdouble';
    },
    signAttached: async () => 'MIIBdouble',
  };
}

const totals = (reward: number) => ({ lines: 2, reward_kopecks: reward, nds_label: '22 %', nds_kopecks: Math.round(reward * 0.22), total_kopecks: reward + Math.round(reward * 0.22) });

/** An act of the agency for a month, in a state. */
export function actOf(period: string, state: ActState, patch: Partial<RevisionActWire> = {}): RevisionActWire {
  const uuid = `a0000000-0000-4000-8000-0000000${period.replace('-', '')}`;
  return {
    uuid,
    number: `А-${period}-0001`,
    organization: agency,
    period,
    state,
    totals: totals(9_571_142),
    formed_at: `${period}-28T09:00:00.000Z`,
    sent_at: state === 'formed' ? null : `${period}-28T10:00:00.000Z`,
    agent_signed_at: null,
    operator_signed_at: null,
    paid_at: null,
    dispute: null,
    files: { pdf: { uuid: `f${uuid.slice(1)}`, name: `Акт ${period}.pdf`, link: `/v1/storage/read/file/f${uuid.slice(1)}/name/act.pdf` }, xlsx_link: `/v2/revision/read/act/${uuid}/xlsx` },
    signatures: [],
    invoice: null,
    chat_uuid: '',
    ...patch,
  };
}

export const line = (id: string, requestId: number, reward: number): ActLineWire => ({
  id,
  kind: 'payment',
  request_id: requestId,
  request_uuid: `r0000000-0000-4000-8000-00000000000${requestId % 10}`,
  client: { name: 'ПАО «КАМАЗ»', inn: '1650032058' },
  bank: { uuid: 'b1', name: 'ВТБ' },
  guarantee_type: 'i_with_a',
  guarantee_sum_kopecks: 1_000_000_000,
  bank_commission_kopecks: 25_000_000,
  client_commission_kopecks: 28_000_000,
  rate_percent: '25',
  markup_kopecks: 3_000_000,
  reward_kopecks: reward,
  accrued_at: '2026-10-20T10:00:00.000Z',
});

export function detailsOf(act: RevisionActWire): RevisionActDetailsWire {
  return { act, lines: [line('1', 101, 9_250_000), line('2', 102, 321_142)] };
}

export function revisions(acts: RevisionActWire[], hasDetails = false): RevisionsWire {
  return { acts, open_period: { period: '2026-11', totals: { ...totals(1_234_500), lines: 1 } }, has_account_details: hasDetails };
}

export const goodDetails = { bank_name: 'ПАО Сбербанк', bik: '044525225', cur_account: '40702810938000012345', cor_account: '30101810400000000225' };
