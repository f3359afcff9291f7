// en-CA writes dates as YYYY-MM-DD.
const moscowDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The calendar day, YYYY-MM-DD, of a moment on Moscow time: the product works on Moscow time, so a
 * request made at 01:00 in Moscow is dated that day even on a server running in UTC.
 */
export function moscowDate(moment?: Date | string): string {
  if (moment === undefined) return today();
  return moscowDay.format(typeof moment === 'string' ? new Date(moment) : moment);
}

/**
 * Today's date, formatted at most once a minute: every list read asks it, and Moscow's days begin on a
 * whole minute of UTC, so within one minute the answer cannot change.
 */
let todayMinute = Number.NaN;
let todayText = '';
function today(): string {
  const minute = Math.floor(Date.now() / 60_000);
  if (minute !== todayMinute) {
    todayText = moscowDay.format(new Date(minute * 60_000));
    todayMinute = minute;
  }
  return todayText;
}
