const dateFormat = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** dd.mm.yyyy on Moscow time. */
export function shownDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** dd.mm.yyyy, hh:mm on Moscow time. */
export function shownTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}
