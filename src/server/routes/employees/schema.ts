import { fields } from '../commonFields';

/** Route schemas of the employees' calls (spec-2 §7.1; docs/employees.md); `title` names the field in Russian error messages. */

const name = (title: string, required = true) => ({ title, type: 'string', ...(required ? { minLength: 1, pattern: '\\S', patternHint: 'не может быть пустым' } : {}), maxLength: 100 }) as const;
const optionalText = (title: string, maxLength: number) => ({ title, type: ['string', 'null'], maxLength }) as const;
const permissionKeys = { title: 'Права', type: 'array', maxItems: 50, items: { title: 'Право', type: 'string', minLength: 1, maxLength: 100 } } as const;
const userUuid = { title: 'Сотрудник', type: 'string', format: 'uuid' } as const;

/** `…/{id}/info/{organization_uuid}/{actor}`: the user's id, his organisation and the cabinet. */
export const employeeAddressSchema = {
  params: {
    type: 'object',
    required: ['id', 'organization', 'actor'],
    properties: {
      id: { title: 'Сотрудник', type: 'string', pattern: '^[1-9][0-9]{0,8}$', patternHint: 'должно быть номером пользователя' },
      organization: fields.organizationUuid,
      actor: fields.actor,
    },
  },
} as const;

/** POST /v1/user/read/byorganization: paging and the filters is_active, name, permission_ru, organization_uuid, actor. */
export const employeeListSchema = {
  body: {
    type: 'object',
    properties: {
      page_number: { title: 'Страница', type: 'integer', minimum: 1, maximum: 100_000 },
      page_size: { title: 'Размер страницы', type: 'integer', minimum: 1, maximum: 100 },
      is_active: { title: 'Активен', type: 'boolean' },
      name: { title: 'Имя', type: 'string', maxLength: 255 },
      permission_ru: { title: 'Право', type: 'string', maxLength: 255 },
      organization_uuid: fields.organizationUuid,
      actor: fields.actor,
    },
  },
} as const;

/** POST /v1/user/write/upsert/invite. */
export const employeeInviteSchema = {
  body: {
    type: 'object',
    required: ['login', 'last_name', 'first_name'],
    properties: {
      organization_uuid: fields.organizationUuid,
      login: fields.email,
      last_name: name('Фамилия'),
      first_name: name('Имя'),
      middle_name: optionalText('Отчество', 100),
      post: optionalText('Должность', 200),
      permissions: permissionKeys,
    },
  },
} as const;

/** POST /v1/user/write/upsert: uuid, organization_uuid, last_name, first_name, middle_name, login, post (and the password of a new account). */
export const employeeUpsertSchema = {
  body: {
    type: 'object',
    required: ['login', 'last_name', 'first_name'],
    properties: {
      uuid: userUuid,
      organization_uuid: fields.organizationUuid,
      login: fields.email,
      last_name: name('Фамилия'),
      first_name: name('Имя'),
      middle_name: optionalText('Отчество', 100),
      post: optionalText('Должность', 200),
      password: fields.password,
      permissions: permissionKeys,
    },
  },
} as const;

/** POST /v1/user/write/upsert/permissions: the full set of keys the member holds afterwards. */
export const employeePermissionsSchema = {
  body: {
    type: 'object',
    required: ['uuid', 'permissions'],
    properties: { uuid: userUuid, organization_uuid: fields.organizationUuid, actor: fields.actor, permissions: permissionKeys },
  },
} as const;

/** POST /v1/user/write/upsert/active. */
export const employeeActiveSchema = {
  body: {
    type: 'object',
    required: ['uuid', 'is_active'],
    properties: { uuid: userUuid, organization_uuid: fields.organizationUuid, is_active: { title: 'Активен', type: 'boolean' } },
  },
} as const;

const invitationToken = { title: 'Ссылка приглашения', type: 'string', minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$', patternHint: 'скопируйте ссылку из письма целиком' } as const;

/** GET /v1/user/read/invitation/{token}. */
export const invitationReadSchema = {
  params: { type: 'object', required: ['token'], properties: { token: invitationToken } },
} as const;

/** POST /v1/user/write/invitation/accept. */
export const invitationAcceptSchema = {
  body: { type: 'object', required: ['token', 'password'], properties: { token: invitationToken, password: fields.password } },
} as const;
