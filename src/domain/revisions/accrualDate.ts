const moscowOffsetMs = 3 * 60 * 60 * 1000;

/**
 * The Moscow calendar date (YYYY-MM-DD) of an accrual's moment: tariff periods and act months are the
 * operator's, kept in Moscow time (UTC+3 all year since 2014), so a payment at 23:30 UTC on the last day
 * of a month already belongs to the next one.
 */
export function accrualDate(moment: string | Date): string {
  const time = typeof moment === 'string' ? Date.parse(moment) : moment.getTime();
  if (Number.isNaN(time)) throw new RangeError(`«${String(moment)}» не момент времени`);
  return new Date(time + moscowOffsetMs).toISOString().slice(0, 10);
}
