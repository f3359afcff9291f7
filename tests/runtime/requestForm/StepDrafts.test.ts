import { describe, expect, it } from 'vitest';
import { StepDrafts } from '../../../src/runtime/requestForm/StepDrafts';
import { MemoryStorage } from '../../api/support/scriptedAdapter';

/** A scheduler that holds the flush until the test lets it run, as idle time would. */
function heldScheduler() {
  const waiting: Array<() => void> = [];
  return { schedule: (flush: () => void) => waiting.push(flush), runIdle: () => waiting.splice(0).forEach((flush) => flush()), waiting };
}

describe('StepDrafts: unsaved typing kept in local storage', () => {
  it('gathers keystrokes and writes them once, when the browser is idle', () => {
    const storage = new MemoryStorage();
    const idle = heldScheduler();
    const drafts = new StepDrafts(storage, 7, idle.schedule);
    drafts.write('detail-contacts', { contact_person: 'О' });
    drafts.write('detail-contacts', { contact_person: 'Ор' });
    drafts.write('information-head', { last_name: 'Орлова' });
    expect(idle.waiting).toHaveLength(1);
    expect(storage.getItem('request-form-draft:7')).toBeNull();
    // Reads see what is not written yet.
    expect(drafts.read()).toEqual({ 'detail-contacts': { contact_person: 'Ор' }, 'information-head': { last_name: 'Орлова' } });
    idle.runIdle();
    expect(JSON.parse(storage.getItem('request-form-draft:7')!)).toEqual({ 'detail-contacts': { contact_person: 'Ор' }, 'information-head': { last_name: 'Орлова' } });
  });

  it('forgets a saved step, and the whole entry when no step is left', () => {
    const storage = new MemoryStorage();
    const idle = heldScheduler();
    const drafts = new StepDrafts(storage, 7, idle.schedule);
    drafts.write('detail-contacts', { contact_person: 'Орлова' });
    drafts.write('information-head', { last_name: 'Орлова' });
    idle.runIdle();
    drafts.clear('detail-contacts');
    expect(drafts.read()).toEqual({ 'information-head': { last_name: 'Орлова' } });
    idle.runIdle();
    expect(JSON.parse(storage.getItem('request-form-draft:7')!)).toEqual({ 'information-head': { last_name: 'Орлова' } });
    drafts.clear('information-head');
    idle.runIdle();
    expect(storage.getItem('request-form-draft:7')).toBeNull();
  });

  it('writes at once when the page is hidden or left, so a reload loses nothing', () => {
    const storage = new MemoryStorage();
    const idle = heldScheduler();
    const drafts = new StepDrafts(storage, 8, idle.schedule);
    drafts.write('detail-contacts', { contact_person: 'Орлова' });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(storage.getItem('request-form-draft:8')!)).toEqual({ 'detail-contacts': { contact_person: 'Орлова' } });
    drafts.write('detail-contacts', { contact_person: 'Орлова М.' });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(JSON.parse(storage.getItem('request-form-draft:8')!)).toEqual({ 'detail-contacts': { contact_person: 'Орлова М.' } });
    // The idle flush that was asked for finds nothing left to write.
    idle.runIdle();
    expect(new StepDrafts(storage, 8).read()).toEqual({ 'detail-contacts': { contact_person: 'Орлова М.' } });
  });

  it('reads an unreadable entry as no drafts', () => {
    const storage = new MemoryStorage();
    storage.setItem('request-form-draft:9', '{not json');
    expect(new StepDrafts(storage, 9).read()).toEqual({});
  });
});
