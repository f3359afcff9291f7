import type { OutgoingMessage } from './messenger';

/** What each one-time code is for, as the banner names it. */
const purposeNames: Record<string, string> = {
  registration: 'подтверждение регистрации',
  recovery: 'восстановление пароля',
  phone_login: 'вход по SMS',
};

/**
 * The line a person looks for in the dev and demo log: who the code is for, what for, and the code.
 * Starts with «КОД» so that `grep КОД` finds it; a message without a code gets its text instead.
 */
export function devCodeLine(message: Pick<OutgoingMessage, 'channel' | 'to' | 'purpose' | 'code' | 'text'>): string {
  const whom = message.channel === 'sms' ? `телефон ${message.to}` : `e-mail ${message.to}`;
  const purpose = purposeNames[message.purpose] ?? message.purpose;
  return message.code ? `КОД ${message.code} — ${purpose}, ${whom}` : `СООБЩЕНИЕ для ${whom}: ${message.text}`;
}

/**
 * The same line framed, for a terminal where it must stand out among the log's JSON lines: a blank line
 * and a rule above and below.
 */
export function devCodeBanner(message: Pick<OutgoingMessage, 'channel' | 'to' | 'purpose' | 'code' | 'text'>): string {
  const line = `  ${devCodeLine(message)}  `;
  const rule = '═'.repeat(Math.max(40, [...line].length));
  return `\n${rule}\n${line}\n${rule}\n\n`;
}
