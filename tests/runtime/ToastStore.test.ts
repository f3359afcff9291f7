import { describe, expect, it } from 'vitest';
import type { Toast } from '../../src/domain/toast';
import { makeRoot } from './support/harness';

const base: Omit<Toast, 'id'> = { mode: 'full', type: 'offer', title: 'Предложение по Заявке № 12', text: 'Банк прислал предложение', buttons: [] };

describe('ToastStore', () => {
  // Lifetimes of spec-2 §9, each carried by the toast's removeTime.
  const lifetimes: [string, number][] = [
    ['error', 20000],
    ['verification', 5000],
    ['offer', 10000],
    ['guarantee issued', 300000],
    ['claim approved', 20000],
    ['request demand', 600000],
  ];
  it.each(lifetimes)('removes a %s toast exactly after %i ms', (_name, removeTime) => {
    const { root, clock } = makeRoot();
    root.toasts.show({ ...base, removeTime });
    clock.advance(removeTime - 1);
    expect(root.toasts.toasts).toHaveLength(1);
    clock.advance(1);
    expect(root.toasts.toasts).toHaveLength(0);
  });

  it('keeps a toast without removeTime (the cancel toast) until closed', () => {
    const { root, clock } = makeRoot();
    const id = root.toasts.show({ ...base, type: 'cancel', title: 'Отказ по Заявке № 12' });
    clock.advance(24 * 3600 * 1000);
    expect(root.toasts.toasts.map((t) => t.id)).toEqual([id]);
    root.toasts.close(id);
    expect(root.toasts.toasts).toEqual([]);
    expect(clock.pending).toBe(0);
  });

  it('replaces a toast shown again under the same id and restarts its lifetime', () => {
    const { root, clock } = makeRoot();
    root.toasts.show({ ...base, id: 'offer-12', removeTime: 10000 });
    clock.advance(9000);
    root.toasts.show({ ...base, id: 'offer-12', text: 'Обновлено', removeTime: 10000 });
    clock.advance(9000);
    expect(root.toasts.toasts.map((t) => t.text)).toEqual(['Обновлено']);
    clock.advance(1000);
    expect(root.toasts.toasts).toEqual([]);
  });

  it('offers Скрыть все only when more than 2 toasts are shown, and it removes them all', () => {
    const { root, clock, navigation } = makeRoot();
    root.toasts.show({ ...base, removeTime: 10000 });
    root.toasts.show({ ...base, isSave: true });
    expect(root.toasts.canHideAll).toBe(false);
    root.toasts.show({ ...base });
    expect(root.toasts.canHideAll).toBe(true);
    root.toasts.hideAll();
    expect(root.toasts.toasts).toEqual([]);
    expect(root.toasts.canHideAll).toBe(false);
    expect(navigation.history).toEqual([]);
    expect(clock.pending).toBe(0);
  });

  it('closing a save or send toast goes to the request list on the stored tab, default all', () => {
    const { root, navigation, storage } = makeRoot();
    const saved = root.toasts.show({ ...base, isSave: true });
    root.toasts.close(saved);
    expect(navigation.last).toBe('/agent/requests/all');
    storage.setItem('requestsActiveTab', 'drafts');
    const sent = root.toasts.show({ ...base, isSend: true });
    root.toasts.close(sent);
    expect(navigation.last).toBe('/agent/requests/drafts');
    storage.setItem('requestsActiveTab', 'unknown');
    root.toasts.close(root.toasts.show({ ...base, isSend: true }));
    expect(navigation.last).toBe('/agent/requests/all');
  });

  it('closing an ordinary toast, or its lifetime running out, goes nowhere', () => {
    const { root, clock, navigation } = makeRoot();
    root.toasts.close(root.toasts.show({ ...base }));
    root.toasts.show({ ...base, isSave: true, removeTime: 5000 });
    clock.advance(5000);
    expect(navigation.history).toEqual([]);
  });

  it('the copy button copies the link and says Скопировано for 2 s', async () => {
    const { root, clock, clipboard } = makeRoot();
    const id = root.toasts.show({ ...base, copyLink: 'https://example.test/agent/simple/12?token=abc', buttons: [{ label: 'Скопировать ссылку', action: 'copyLink' }] });
    await root.toasts.press(id, { label: 'Скопировать ссылку', action: 'copyLink' });
    expect(clipboard.text).toBe('https://example.test/agent/simple/12?token=abc');
    expect(root.toasts.isCopied(id)).toBe(true);
    clock.advance(1999);
    expect(root.toasts.isCopied(id)).toBe(true);
    clock.advance(1);
    expect(root.toasts.isCopied(id)).toBe(false);
    expect(root.toasts.toasts).toHaveLength(1);
  });

  it('runs the named actions of buttons', async () => {
    const { root, navigation, logger } = makeRoot();
    const open = root.toasts.show({ ...base, request_id: 12 });
    await root.toasts.press(open, { label: 'Открыть', action: 'openSidebar' });
    expect(navigation.last).toBe('/agent/requests/all?selected=12');
    const step = root.toasts.show({ ...base, request_id: 12, isStep: true, stepName: 'documents' });
    await root.toasts.press(step, { label: 'К документам', action: 'goToStep' });
    expect(navigation.last).toBe('/agent/request/12/documents');
    const list = root.toasts.show({ ...base });
    await root.toasts.press(list, { label: 'Список заявок', action: 'goToList' });
    expect(navigation.last).toBe('/agent/requests/all');
    const seen: number[] = [];
    root.toasts.registerAction('saveDraft', (toast) => {
      seen.push(toast.request_id ?? 0);
    });
    const save = root.toasts.show({ ...base, request_id: 7 });
    await root.toasts.press(save, { label: 'Сохранить', action: 'saveDraft' });
    expect(seen).toEqual([7]);
    const unknown = root.toasts.show({ ...base });
    await root.toasts.press(unknown, { label: '?', action: 'noSuchAction' });
    expect(logger.entries).toEqual(['Неизвестное действие тоста: noSuchAction']);
    expect(root.toasts.toasts).toEqual([]);
  });

  it('gives each type its colour from config/toasts.json', () => {
    const { root } = makeRoot();
    expect(root.toasts.look('success').colour).toBe('green');
    expect(root.toasts.look('error').colour).toBe('red');
    expect(root.toasts.look('bg_ready').colour).toBe('lilac');
    expect(root.toasts.look('request').colour).toBe('orange');
    expect(root.toasts.look('sign').colour).toBe('light grey');
  });
});

describe('how many toasts are drawn', () => {
  it('the newest three on a desktop, the newest one on a phone, all when asked; the rest are kept', () => {
    const { root } = makeRoot();
    for (const n of [1, 2, 3, 4, 5]) root.toasts.show({ id: `t${n}`, mode: 'full', type: 'info', title: `Тост ${n}`, text: '', buttons: [] });
    expect(root.toasts.visible(false).map((toast) => toast.id)).toEqual(['t3', 't4', 't5']);
    expect(root.toasts.visible(true).map((toast) => toast.id)).toEqual(['t5']);
    expect(root.toasts.visible(true, true)).toHaveLength(5);
  });
});
