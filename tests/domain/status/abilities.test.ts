import { describe, expect, it } from 'vitest';
import { canClaim } from '../../../src/domain/canClaim';
import { canDiscuss } from '../../../src/domain/canDiscuss';
import { canRevoke } from '../../../src/domain/canRevoke';
import { canWriteChat } from '../../../src/domain/canWriteChat';
import { isDraftLike } from '../../../src/domain/isDraftLike';
import { shippedStatusTable } from '../../../src/domain/statusTable';

const expired = 'Срок гарантии истек, изменить гарантию невозможно.';
const changesInIssue = 'Изменения к гарантии выпускаются. Дождитесь выпуска или обратитесь в поддержку.';

describe('isDraftLike', () => {
  it.each([
    [{ sub_common_status: 'draft', sub_status: 'draft' }, true],
    [{ sub_common_status: 'draft' }, true],
    [{ sub_common_status: 'review', sub_status: 'passport_check_failed' }, true],
    [{ sub_status: 'passport_check_failed' }, true],
    [{ sub_common_status: 'review', sub_status: 'sent' }, false],
    [{ sub_common_status: 'archive', sub_status: 'archive' }, false],
    [{ sub_common_status: null, sub_status: null }, false],
    [{}, false],
  ])('%j -> %s', (req, expected) => {
    expect(isDraftLike(req)).toBe(expected);
  });
});

describe('canDiscuss', () => {
  it.each([
    ['offer_wait_approve', true, true],
    ['offer_sent', true, true],
    ['offer_wait_approve', false, false],
    ['offer_sent', undefined, false],
    ['offer', true, false],
    ['discuss', true, false],
    ['sent', true, false],
  ] as const)('%s with can_disscussion %s -> %s', (sub_status, can_disscussion, expected) => {
    expect(canDiscuss({ sub_status, can_disscussion })).toBe(expected);
  });
});

describe('canClaim', () => {
  const bank = { claim_allowed: true };
  const today = '2026-06-15';
  it.each([
    ['released, valid', { sub_status: 'deal_guarantee_contract_signed', date_to: '2026-12-31' }, bank, null],
    ['released, ends today', { sub_status: 'deal_guarantee_sent', date_to: '2026-06-15' }, bank, null],
    ['changed, valid', { sub_status: 'deal_claim_signed', date_to: '31.12.2026' }, bank, null],
    ['released, no end date', { sub_status: 'deal_guarantee_sent' }, bank, null],
    ['released, expired', { sub_status: 'deal_guarantee_contract_signed', date_to: '2026-06-14' }, bank, expired],
    ['changed, expired (DD.MM.YYYY)', { sub_status: 'deal_claim_signed', date_to: '01.01.2026' }, bank, expired],
    ['changes in issue', { sub_status: 'deal_claim_wait_sign', date_to: '2026-12-31' }, bank, changesInIssue],
    ['changes in issue, expired too', { sub_status: 'deal_claim_wait_sign', date_to: '2020-01-01' }, bank, changesInIssue],
    ['bank takes no claims', { sub_status: 'deal_guarantee_sent', date_to: '2026-12-31' }, { claim_allowed: false }, 'Банк не принимает претензии по гарантиям.'],
    ['setting absent', { sub_status: 'deal_guarantee_sent', date_to: '2026-12-31' }, {}, 'Банк не принимает претензии по гарантиям.'],
    ['not released yet', { sub_status: 'deal_wait_payment', date_to: '2026-12-31' }, bank, 'Претензию можно отправить только по выпущенной гарантии.'],
    ['claim already sent', { sub_status: 'deal_claim_sent', date_to: '2026-12-31' }, bank, 'Претензию можно отправить только по выпущенной гарантии.'],
  ])('%s', (_case, sub, bankSettings, message) => {
    expect(canClaim(sub, bankSettings, today)).toEqual(message === null ? { allowed: true } : { allowed: false, message });
  });

  it('takes today as a Date too', () => {
    const sub = { sub_status: 'deal_guarantee_sent', date_to: '2026-06-14T23:59:59' };
    expect(canClaim(sub, bank, new Date(2026, 5, 15, 9, 0))).toEqual({ allowed: false, message: expired });
    expect(canClaim(sub, bank, new Date(2026, 5, 14, 23, 0))).toEqual({ allowed: true });
  });
});

describe('canRevoke', () => {
  const strict = { cannot_be_revoked: true, cannot_be_revoked_exclude: ['Offer'] };
  it.each([
    ['sent, free bank', { sub_status: 'sent' }, {}, null],
    ['offer, free bank', { sub_status: 'offer_wait_approve' }, {}, null],
    ['offer, strict bank that excludes Offer', { sub_status: 'offer_wait_approve' }, strict, null],
    ['review, strict bank', { sub_status: 'sent' }, strict, 'Банк не позволяет отозвать заявку в статусе «На рассмотрении».'],
    ['demand, strict bank without exclusions', { sub_status: 'bankrequest' }, { cannot_be_revoked: true }, 'Банк не позволяет отозвать заявку в статусе «Запрос».'],
    ['deny_revoke', { sub_status: 'offer_wait_approve', deny_revoke: true }, strict, 'Отзыв заявки из этого банка запрещён.'],
    ['deny_revoke, free bank', { sub_status: 'sent', deny_revoke: true }, {}, 'Отзыв заявки из этого банка запрещён.'],
    ['draft', { sub_status: 'draft' }, {}, 'Действие «Отзыв заявки из банка» недоступно в статусе «Черновик».'],
    ['issued', { sub_status: 'deal_guarantee_sent' }, {}, 'Действие «Отзыв заявки из банка» недоступно в статусе «Гарантия выпущена».'],
  ])('%s', (_case, sub, bank, message) => {
    expect(canRevoke(sub, bank)).toEqual(message === null ? { allowed: true } : { allowed: false, message });
  });

  it('allows revocation from every status the combined status calls revocable, except drafts', () => {
    const revocableStatuses = new Set(['OnAdminDemand', 'OnDemand', 'ProjectApproval', 'WaitingAccept', 'Offer', 'OnReview', 'WaitingAgreement', 'WaitSign', 'WaitingVerification', 'Canceled']);
    for (const [raw, definition] of shippedStatusTable.subStatuses) {
      const inDeal = definition.commonGroup === 'deal' || raw === 'bank_tracking_discussion';
      const expected = revocableStatuses.has(definition.status) && !inDeal;
      expect([raw, canRevoke({ sub_status: raw }, {}).allowed]).toEqual([raw, expected]);
    }
  });
});

describe('canWriteChat', () => {
  it.each([
    ['chat not read-only', { sub_status: 'sent' }, { chat: { readonly: false } }, true],
    ['no chat settings', { sub_status: 'sent' }, {}, true],
    ['read-only', { sub_status: 'sent' }, { chat: { readonly: true } }, false],
    ['read-only, status excluded', { sub_status: 'offer_wait_approve' }, { chat: { readonly: true, readonly_exclude: ['Offer'] } }, true],
    ['read-only, other status excluded', { sub_status: 'sent' }, { chat: { readonly: true, readonly_exclude: ['Offer'] } }, false],
    ['splittedDemand, OnDemand with deny_revoke', { sub_status: 'bankrequest', deny_revoke: true }, { chat: { readonly: true, readonly_exclude: ['splittedDemand'] } }, true],
    ['splittedDemand, OnAdminDemand with deny_revoke', { sub_status: 'admin_request', deny_revoke: true }, { chat: { readonly: true, readonly_exclude: ['splittedDemand'] } }, true],
    ['splittedDemand, OnDemand without deny_revoke', { sub_status: 'bankrequest' }, { chat: { readonly: true, readonly_exclude: ['splittedDemand'] } }, false],
    ['splittedDemand beats a listed demand status', { sub_status: 'bankrequest' }, { chat: { readonly: true, readonly_exclude: ['splittedDemand', 'OnDemand'] } }, false],
    ['splittedDemand, other listed status', { sub_status: 'offer_wait_approve' }, { chat: { readonly: true, readonly_exclude: ['splittedDemand', 'Offer'] } }, true],
    ['splittedDemand, deny_revoke in another status', { sub_status: 'sent', deny_revoke: true }, { chat: { readonly: true, readonly_exclude: ['splittedDemand'] } }, false],
  ])('%s -> %s', (_case, sub, bank, expected) => {
    expect(canWriteChat(sub, bank)).toBe(expected);
  });
});
