import type { FastifyInstance } from 'fastify';
import { periodOf, previousPeriod } from '../../domain/revisions/period';
import { formActs, type ActDocuments } from './formActs';

/** How often the server looks whether last month's acts are formed: a missed first of the month is caught within the hour. */
const checkIntervalMs = 3600 * 1000;

/**
 * The monthly forming (docs/revisions.md «Scheduler»): on start and every hour, the previous Moscow month's
 * acts of every organisation that has none yet are formed. Idempotent — an organisation whose act of that
 * month exists is passed over (the operator re-forms a disputed one) — and safe with several instances (the
 * forming takes a lock per organisation and month). So the first of the month forms them, and a server that
 * was down then forms them when it starts. A failure is logged and tried again the next hour.
 */
export function registerMonthlyForming(app: FastifyInstance, documents: () => ActDocuments | null, now: () => Date = () => new Date()): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const run = (): void => {
    if (running) return;
    const period = previousPeriod(periodOf(now()));
    running = formActs(app.database.db, { documents: documents(), hub: app.hub }, { period, who: null, onlyNew: true })
      .then((formed) => {
        if (formed.length > 0) app.log.info({ period, acts: formed.length }, 'Сформированы акты взаиморасчётов за прошлый месяц');
      })
      .catch((error: unknown) => app.log.error({ err: error, period }, 'Не удалось сформировать акты взаиморасчётов за прошлый месяц'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, checkIntervalMs);
    timer.unref();
    run();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
