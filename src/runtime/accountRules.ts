import { checkEmail } from '../domain/checks/checkEmail';
import { checkInn } from '../domain/checks/checkInn';
import { checkPhone } from '../domain/checks/checkPhone';

/**
 * Client-side checks of the sign-in and registration fields. They mirror what the server
 * checks for the same calls, so a person learns about a mistake before sending; the server
 * still has the last word. Each rule returns a Russian message or null.
 */

/** Confirmation and SMS codes are 6 digits. */
export const CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const NAME_MAX_LENGTH = 100;
const ORGANIZATION_NAME_MAX_LENGTH = 255;
const namePattern = /^[\p{L}][\p{L}\s'’.-]*$/u;

export const accountMessages = {
  lastNameRequired: 'Укажите фамилию',
  firstNameRequired: 'Укажите имя',
  nameLetters: 'Допустимы только буквы, пробел, дефис и апостроф',
  nameTooLong: `Не более ${NAME_MAX_LENGTH} символов`,
  emailRequired: 'Укажите e-mail',
  emailDomain: 'Регистрация доступна только для адресов в доменах: {domains}',
  phoneRequired: 'Укажите номер телефона',
  passwordRequired: 'Введите пароль',
  passwordTooShort: `Пароль должен содержать не менее ${PASSWORD_MIN_LENGTH} символов`,
  passwordTooLong: `Пароль должен содержать не более ${PASSWORD_MAX_LENGTH} символов`,
  passwordWeak: 'Пароль должен содержать хотя бы одну букву и одну цифру',
  passwordRepeat: 'Пароли не совпадают',
  passwordRepeatRequired: 'Повторите пароль',
  organizationRequired: 'Укажите наименование организации',
  organizationTooLong: `Не более ${ORGANIZATION_NAME_MAX_LENGTH} символов`,
  innRequired: 'Укажите ИНН организации',
  agreeRequired: 'Чтобы зарегистрироваться, подтвердите согласие',
  codeRequired: 'Введите код',
  codeFormat: `Код состоит из ${CODE_LENGTH} цифр`,
} as const;

function personName(value: string, required: string | null): string | null {
  const text = value.trim();
  if (!text) return required;
  if (text.length > NAME_MAX_LENGTH) return accountMessages.nameTooLong;
  return namePattern.test(text) ? null : accountMessages.nameLetters;
}

export const checkLastName = (value: string) => personName(value, accountMessages.lastNameRequired);
export const checkFirstName = (value: string) => personName(value, accountMessages.firstNameRequired);
export const checkMiddleName = (value: string) => personName(value, null);

/** E-mail; with a non-empty list of allowed domains, other domains are refused as the server does. */
export function checkAccountEmail(value: string, allowedDomains: readonly string[] = []): string | null {
  const email = value.trim();
  if (!email) return accountMessages.emailRequired;
  const formatMessage = checkEmail(email);
  if (formatMessage) return formatMessage;
  if (allowedDomains.length === 0) return null;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return allowedDomains.includes(domain)
    ? null
    : accountMessages.emailDomain.replace('{domains}', allowedDomains.join(', '));
}

export function checkAccountPhone(value: string): string | null {
  if (!value.trim()) return accountMessages.phoneRequired;
  return checkPhone(value.trim());
}

/** A new password: 8 to 128 characters with at least one letter and one digit. */
export function checkNewPassword(value: string): string | null {
  if (!value) return accountMessages.passwordRequired;
  if (value.length < PASSWORD_MIN_LENGTH) return accountMessages.passwordTooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return accountMessages.passwordTooLong;
  return /\p{L}/u.test(value) && /\d/.test(value) ? null : accountMessages.passwordWeak;
}

export function checkPasswordRepeat(password: string, repeat: string): string | null {
  if (!repeat) return accountMessages.passwordRepeatRequired;
  return password === repeat ? null : accountMessages.passwordRepeat;
}

/** The password at login: only presence, the server decides the rest. */
export function checkLoginPassword(value: string): string | null {
  return value ? null : accountMessages.passwordRequired;
}

export function checkOrganizationName(value: string): string | null {
  const text = value.trim();
  if (!text) return accountMessages.organizationRequired;
  return text.length > ORGANIZATION_NAME_MAX_LENGTH ? accountMessages.organizationTooLong : null;
}

export function checkOrganizationInn(value: string): string | null {
  const inn = value.trim();
  if (!inn) return accountMessages.innRequired;
  return checkInn(inn);
}

export function checkAgree(value: boolean): string | null {
  return value ? null : accountMessages.agreeRequired;
}

export function checkCode(value: string): string | null {
  const code = value.trim();
  if (!code) return accountMessages.codeRequired;
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code) ? null : accountMessages.codeFormat;
}
