import { describe, expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import { canWriteChat, chatWriteVerdict } from '../../../src/domain/canWriteChat';
import { chatTexts } from '../../../src/domain/chat/chatTexts';
import { chatWriteAccess, type ChatWriteFacts } from '../../../src/domain/chat/chatWriteAccess';
import { demandChecklist } from '../../../src/domain/chat/demandChecklist';
import { maxChatMessageLength, messageRefusal, type MessageDraft } from '../../../src/domain/chat/messageRefusal';
import { statusEngine } from '../../../src/domain/statusEngine';

const open = { readonly: false, readonly_exclude: [] };
const readonly = (exclude: string[]) => ({ chat: { readonly: true, readonly_exclude: exclude } });
const demandOnly = chatTexts.bankReadonlyExcept(['Запрос']);

describe('chatWriteAccess: who may write in which chat now (spec-1 §4 "Chat write access")', () => {
  const bankChat = (bank: ChatWriteFacts['bank'], sub: ChatWriteFacts['sub'], side: ChatWriteFacts['side'] = 'owner'): ChatWriteFacts => ({ kind: 'bank', side, requestArchived: false, bank, sub });
  it.each<[string, ChatWriteFacts, string | null]>([
    ['the request chat, its keeper', { kind: 'request', side: 'owner', requestArchived: false }, null],
    ['the request chat, the client', { kind: 'request', side: 'client', requestArchived: false }, null],
    ['the request chat, the operator', { kind: 'request', side: 'operator', requestArchived: false }, null],
    ['the request chat of an archived request', { kind: 'request', side: 'owner', requestArchived: true }, chatTexts.requestArchived],
    ['a bank chat of an archived request', { ...bankChat({ chat: open }, { sub_status: 'sent' }), requestArchived: true }, chatTexts.requestArchived],
    ['a bank chat, the client of an agent request reads it', bankChat({ chat: open }, { sub_status: 'sent' }, 'client'), chatTexts.clientWatchesBank],
    ['a bank chat, the operator reads it', bankChat({ chat: open }, { sub_status: 'bankrequest' }, 'operator'), chatTexts.operatorWatchesBank],
    ['chat.readonly false', bankChat({ chat: open }, { sub_status: 'sent' }), null],
    ['no chat settings', bankChat({}, { sub_status: 'sent' }), null],
    ['chat.readonly, nothing excluded', bankChat(readonly([]), { sub_status: 'bankrequest' }), chatTexts.bankReadonly],
    ['chat.readonly, OnDemand excluded, in bankrequest', bankChat(readonly(['OnDemand', 'OnAdminDemand']), { sub_status: 'bankrequest' }), null],
    ['chat.readonly, OnAdminDemand excluded, in admin_request', bankChat(readonly(['OnDemand', 'OnAdminDemand']), { sub_status: 'admin_request' }), null],
    ['chat.readonly, demand statuses excluded, in sent', bankChat(readonly(['OnDemand', 'OnAdminDemand']), { sub_status: 'sent' }), demandOnly],
    ['chat.readonly, ProjectApproval excluded, in discuss', bankChat(readonly(['OnDemand', 'ProjectApproval']), { sub_status: 'discuss' }), null],
    ['chat.readonly, ProjectApproval excluded, in offer', bankChat(readonly(['OnDemand', 'ProjectApproval']), { sub_status: 'offer_wait_approve' }), chatTexts.bankReadonlyExcept(['Запрос', 'Согласование проекта'])],
    ['splittedDemand, OnDemand with deny_revoke', bankChat(readonly(['splittedDemand']), { sub_status: 'bankrequest', deny_revoke: true }), null],
    ['splittedDemand, OnAdminDemand with deny_revoke', bankChat(readonly(['splittedDemand']), { sub_status: 'admin_request', deny_revoke: true }), null],
    ['splittedDemand, OnDemand without deny_revoke', bankChat(readonly(['splittedDemand']), { sub_status: 'bankrequest' }), chatTexts.splittedDemandClosed],
    ['splittedDemand beats a listed demand status', bankChat(readonly(['splittedDemand', 'OnDemand']), { sub_status: 'bankrequest' }), chatTexts.splittedDemandClosed],
    ['splittedDemand, deny_revoke outside a demand', bankChat(readonly(['splittedDemand']), { sub_status: 'sent', deny_revoke: true }), demandOnly],
    ['splittedDemand with another listed status', bankChat(readonly(['splittedDemand', 'Offer']), { sub_status: 'offer_wait_approve' }), null],
  ])('%s', (_case, facts, reason) => {
    const verdict = chatWriteAccess(facts);
    expect(verdict.allowed ? null : verdict.message).toBe(reason);
  });

  it('for the keeper of the request, agrees with canWriteChat for every shipped bank in every raw status', () => {
    for (const bank of banksConfig.banks) {
      for (const sub_status of statusEngine.table.subStatuses.keys()) {
        for (const deny_revoke of [false, true]) {
          const sub = { sub_status, deny_revoke };
          const verdict = chatWriteAccess({ kind: 'bank', side: 'owner', requestArchived: false, bank, sub });
          expect(verdict.allowed, `${bank.internal_name} ${sub_status} ${deny_revoke}`).toBe(canWriteChat(sub, bank));
          expect(verdict).toEqual(chatWriteVerdict(sub, bank));
        }
      }
    }
  });
});

describe('messageRefusal: what a message may carry by the bank flags (spec-2 §3.3, §5.8)', () => {
  const flags = (set: Partial<{ cash_refund: boolean; sending_for_sign: boolean; demand_one_message: boolean }> = {}) => ({ cash_refund: false, sending_for_sign: false, demand_one_message: false, ...set });
  const draft = (set: Partial<MessageDraft>): MessageDraft => ({ text: 'Текст', fileCount: 0, refund: false, waitSign: false, kind: 'bank', bank: flags(), ...set });
  const openDemand = { inThisChat: true, answered: false, open: true };
  it.each<[string, MessageDraft, string | null]>([
    ['text only', draft({}), null],
    ['files only', draft({ text: '', fileCount: 2 }), null],
    ['neither text nor files', draft({ text: '  \n ' }), chatTexts.empty],
    ['too long', draft({ text: 'я'.repeat(maxChatMessageLength + 1) }), chatTexts.tooLong(maxChatMessageLength)],
    ['refund with cash_refund', draft({ refund: true, bank: flags({ cash_refund: true }) }), null],
    ['refund without cash_refund', draft({ refund: true }), chatTexts.refundNotAllowed],
    ['refund in the request chat', draft({ refund: true, kind: 'request', bank: undefined }), chatTexts.refundBankOnly],
    ['for signing with sending_for_sign and a file', draft({ waitSign: true, fileCount: 1, bank: flags({ sending_for_sign: true }) }), null],
    ['for signing with sending_for_sign, no file', draft({ waitSign: true, bank: flags({ sending_for_sign: true }) }), chatTexts.signNeedsFiles],
    ['for signing without sending_for_sign', draft({ waitSign: true, fileCount: 1 }), chatTexts.signNotAllowed],
    ['for signing in the request chat', draft({ waitSign: true, fileCount: 1, kind: 'request', bank: undefined }), chatTexts.signNotAllowed],
    ['the first answer to an open demand', draft({ demand: openDemand }), null],
    ['the first answer, demand_one_message', draft({ demand: openDemand, bank: flags({ demand_one_message: true }) }), null],
    ['a second answer, demand_one_message', draft({ demand: { ...openDemand, answered: true }, bank: flags({ demand_one_message: true }) }), chatTexts.demandAnswered],
    ['a second message on a demand without demand_one_message', draft({ demand: { ...openDemand, answered: true, open: false } }), null],
    ['an answer to a demand the status left', draft({ demand: { ...openDemand, open: false } }), chatTexts.demandClosed],
    ['an answer to a demand of another chat', draft({ demand: { ...openDemand, inThisChat: false } }), chatTexts.demandOtherChat],
    ['an empty answer to a demand', draft({ text: '', demand: openDemand }), chatTexts.empty],
  ])('%s', (_case, message, expected) => {
    expect(messageRefusal(message)).toBe(expected);
  });

  it('follows each shipped bank flag: refund only with cash_refund, signing only with sending_for_sign', () => {
    for (const bank of banksConfig.banks) {
      expect(messageRefusal(draft({ refund: true, bank: bank.chat })) === null, bank.internal_name).toBe(bank.chat.cash_refund);
      expect(messageRefusal(draft({ waitSign: true, fileCount: 1, bank: bank.chat })) === null, bank.internal_name).toBe(bank.chat.sending_for_sign);
      expect(messageRefusal(draft({ demand: { inThisChat: true, answered: true, open: false }, bank: bank.chat })) === null, bank.internal_name).toBe(!bank.chat.demand_one_message);
    }
  });
});

describe('demandChecklist', () => {
  it('ticks the documents an answer carried by their type', () => {
    expect(
      demandChecklist(
        [
          { type: 'charter', name: 'Устав' },
          { type: 'bank_statement', name: 'Выписка' },
        ],
        new Set(['charter', 'other']),
      ),
    ).toEqual([
      { type: 'charter', name: 'Устав', required: true, provided: true },
      { type: 'bank_statement', name: 'Выписка', required: true, provided: false },
    ]);
  });
});
