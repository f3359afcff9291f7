import { describe, expect, it } from 'vitest';
import { bankStanding, type StandingSource } from '../../../src/domain/bankCatalogue/bankStanding';

const platform = { uuid: 'p-1', type: 'platform' as const };
const partner = { uuid: 'b-1', type: 'partner' as const };
const archived = { uuid: 'a-1', type: 'archive' as const };
const accession = (is_signed: boolean, deadline: string | null = '2026-12-01') => ({
  kind: 'accession_agent' as const,
  title: 'Заявление о присоединении к Агентскому договору',
  bank: null,
  is_signed,
  deadline,
});
const agreement = (is_signed: boolean) => ({ kind: 'partner_agreement' as const, title: 'Дополнительное соглашение', bank: { uuid: 'b-1', name: 'Зенит' }, is_signed, deadline: null });
const source = (documents: StandingSource['documents'], extra: Partial<StandingSource> = {}): StandingSource => ({
  regulations_overdue: false,
  regulations_deadline: null,
  covered_banks: [],
  documents,
  ...extra,
});

describe('the agent`s standing with a bank by the documents signed with the operator', () => {
  it.each<[string, { uuid: string; type: 'platform' | 'partner' | 'archive' }, StandingSource | null, string, boolean]>([
    ['an archived bank takes nothing, whatever is signed', archived, source([accession(true)]), 'archive', false],
    ['documents not read: unknown, sending not judged here', platform, null, 'unknown', true],
    ['the accession signed: a platform bank is open', platform, source([accession(true)]), 'signed', true],
    ['the accession in its grace: due, still open', platform, source([accession(false)], { regulations_deadline: '2026-12-01' }), 'accessionDue', true],
    ['the accession overdue: closed', platform, source([accession(false)], { regulations_overdue: true, regulations_deadline: '2026-11-01' }), 'closed', false],
    ['overdue closes a partner bank too, even with its agreement signed', partner, source([accession(false), agreement(true)], { regulations_overdue: true, regulations_deadline: '2026-11-01' }), 'closed', false],
    ['a partner bank`s agreement unsigned: closed by it', partner, source([accession(true), agreement(false)]), 'agreementDue', false],
    ['a partner bank`s agreement signed', partner, source([accession(true), agreement(true)]), 'agreementSigned', true],
    ['a partner bank that joined before registration is covered', partner, source([accession(true)], { covered_banks: [{ uuid: 'b-1', name: 'Зенит' }] }), 'covered', true],
    ['an unsigned agreement outranks an accession still in grace', partner, source([accession(false), agreement(false)]), 'agreementDue', false],
    ['a client organisation: a partner bank stands on the accession', partner, source([{ ...accession(true), kind: 'accession_client' }]), 'signed', true],
  ])('%s', (_name, bank, documents, kind, open) => {
    const standing = bankStanding(bank, documents);
    expect(standing.kind).toBe(kind);
    expect(standing.open).toBe(open);
    expect(standing.label).not.toBe('');
  });

  it('names the document and its deadline', () => {
    expect(bankStanding(platform, source([accession(false)], { regulations_overdue: true, regulations_deadline: '2026-11-01' })).detail).toBe(
      'Документ «Заявление о присоединении к Агентскому договору» нужно было подписать до 01.11.2026 включительно: подпишите его в разделе «Профиль» → «Документы профиля».',
    );
    expect(bankStanding(platform, source([accession(false, '2026-12-01')])).detail).toContain('до 01.12.2026 включительно');
  });
});
