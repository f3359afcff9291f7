const periodPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The first and the last day of the period (YYYY-MM-DD), both included, as an act's «с … по …» prints them. */
export function periodBounds(period: string): { from: string; to: string } {
  const match = periodPattern.exec(period);
  if (!match) throw new RangeError(`«${period}» не период ГГГГ-ММ`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  // Day 0 of the next month is the last day of this one, leap years included.
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${match[1]}-${match[2]}-01`, to: `${match[1]}-${match[2]}-${String(last).padStart(2, '0')}` };
}
