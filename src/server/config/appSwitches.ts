/** config/app.json as the server reads it (schemas/meta/app.schema.json). */
export interface AppSwitches {
  role_mode: 'agent' | 'client';
  registration: boolean;
  phone_registration: boolean;
  mock_server: boolean;
  environment: 'prod' | 'dev' | 'demo';
  logger: boolean;
  api_base: string;
  credentials_type: 'email';
  default_avatar: string;
  allowed_email_domains: string[];
  old_version_link: string | null;
}

type Kind = 'boolean' | 'string' | 'list' | 'nullableString';

/**
 * Which environment variable overrides which switch, and how its text is read. A table, so that a
 * new switch is one line here and one property in the meta-schema.
 */
export const switchVariables: ReadonlyArray<{ variable: string; key: keyof AppSwitches; kind: Kind }> = [
  { variable: 'APP_ROLE_MODE', key: 'role_mode', kind: 'string' },
  { variable: 'APP_REGISTRATION', key: 'registration', kind: 'boolean' },
  { variable: 'APP_PHONE_REGISTRATION', key: 'phone_registration', kind: 'boolean' },
  { variable: 'APP_MOCK_SERVER', key: 'mock_server', kind: 'boolean' },
  { variable: 'APP_ENVIRONMENT', key: 'environment', kind: 'string' },
  { variable: 'APP_LOGGER', key: 'logger', kind: 'boolean' },
  { variable: 'APP_API_BASE', key: 'api_base', kind: 'string' },
  { variable: 'APP_CREDENTIALS_TYPE', key: 'credentials_type', kind: 'string' },
  { variable: 'APP_DEFAULT_AVATAR', key: 'default_avatar', kind: 'string' },
  { variable: 'APP_ALLOWED_EMAIL_DOMAINS', key: 'allowed_email_domains', kind: 'list' },
  { variable: 'APP_OLD_VERSION_LINK', key: 'old_version_link', kind: 'nullableString' },
];

/** Reads one variable's text as the kind of value its switch holds; a bad boolean is an error. */
export function parseSwitchValue(kind: Kind, text: string): { value: unknown } | { error: string } {
  const trimmed = text.trim();
  switch (kind) {
    case 'boolean': {
      const lower = trimmed.toLowerCase();
      if (['true', '1', 'yes', 'on'].includes(lower)) return { value: true };
      if (['false', '0', 'no', 'off'].includes(lower)) return { value: false };
      return { error: `ожидается true или false, получено «${text}»` };
    }
    case 'list':
      return {
        value: trimmed === '' ? [] : trimmed.split(',').map((item) => item.trim().toLowerCase().replace(/^@/, '')).filter(Boolean),
      };
    case 'nullableString':
      return { value: trimmed === '' || trimmed === 'null' ? null : trimmed };
    case 'string':
      return { value: trimmed };
  }
}
