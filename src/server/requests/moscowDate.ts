// en-CA writes dates as YYYY-MM-DD.
const moscowDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The calendar day, YYYY-MM-DD, of a moment on Moscow time: the product works on Moscow time, so a
 * request made at 01:00 in Moscow is dated that day even on a server running in UTC.
 */
export function moscowDate(moment: Date | string = new Date()): string {
  return moscowDay.format(typeof moment === 'string' ? new Date(moment) : moment);
}
