import { Table, Tag, Typography } from 'antd';
import type { RJSFSchema } from '@rjsf/utils';
import { formatDate } from '../../../domain/format/formatDate';
import { formatMoney } from '../../../domain/format/formatMoney';
import { requestTexts } from './texts';

const t = requestTexts.preview;

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The title of a chosen option of a field, or the value itself. */
function optionTitle(schema: RJSFSchema | undefined, value: unknown): string {
  const options = (schema?.oneOf ?? schema?.anyOf) as RJSFSchema[] | undefined;
  const option = options?.find((candidate) => isObject(candidate) && candidate.const === value);
  return option?.title ?? text(value);
}

/**
 * An identity document as the preview shows it: its kind and only the last two digits of its
 * number, so a screen or a printout of the preview does not hand out a passport.
 */
export function maskedDocument(person: Data, schema?: RJSFSchema): string {
  const properties = (schema?.properties ?? {}) as Record<string, RJSFSchema>;
  const number = `${text(person.passport_serial)}${text(person.passport_number)}`.replace(/\s/g, '');
  if (number === '') return '';
  const kind = optionTitle(properties.doc_type, person.doc_type) || t.document;
  const masked = `${'•'.repeat(Math.max(0, number.length - 2))}${number.slice(-2)}`.replace(/(.{4})(?=.)/g, '$1 ');
  const issued = formatDate(text(person.passport_date));
  return issued ? `${kind} ${masked}, ${t.issued} ${issued}` : `${kind} ${masked}`;
}

/** A person's full name, last name first. */
export function fullName(person: Data): string {
  return [person.last_name, person.first_name, person.middle_name].map(text).filter((part) => part !== '').join(' ');
}

/** The roles of a person or an organisation in the request, in words. */
export function rolesOf(entry: Data, schema?: RJSFSchema): string[] {
  const properties = (schema?.properties ?? {}) as Record<string, RJSFSchema>;
  const roles: string[] = [];
  if (entry.is_head === true) roles.push(optionTitle(properties.eioPost, entry.eioPost) || t.roles.head);
  if (entry.is_signer === true) roles.push(t.roles.signer);
  if (entry.is_stakeholder === true) roles.push(t.roles.stakeholder);
  if (entry.is_beneficiary === true) roles.push(t.roles.beneficiary);
  return roles;
}

/** A share in percent, «—» when none is given. */
function shareOf(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? `${value.toLocaleString('ru-RU', { maximumFractionDigits: 4 })} %` : '—';
}

/** Persons (the head, founders, signers) as readable rows: name, roles, share, masked document. */
export function PreviewPersons({ persons, schema, caption }: { persons: readonly Data[]; schema?: RJSFSchema; caption?: string }) {
  if (persons.length === 0) return null;
  return (
    <Table<Data>
      className="request-preview-table"
      size="small"
      pagination={false}
      title={caption ? () => <Typography.Text strong>{caption}</Typography.Text> : undefined}
      rowKey={(person) => `${fullName(person)}#${persons.indexOf(person)}`}
      dataSource={[...persons]}
      columns={[
        { key: 'name', title: t.columns.name, render: (_, person) => fullName(person) || '—' },
        {
          key: 'roles',
          title: t.columns.roles,
          render: (_, person) => rolesOf(person, schema).map((role) => <Tag key={role}>{role}</Tag>),
        },
        { key: 'share', title: t.columns.share, render: (_, person) => shareOf(person.percentAtRegulationsCapital) },
        { key: 'document', title: t.columns.document, render: (_, person) => maskedDocument(person, schema) || '—' },
      ]}
    />
  );
}

/** Founder organisations as readable rows: name, INN, roles, share. */
export function PreviewOrganizations({ organizations, caption }: { organizations: readonly Data[]; caption?: string }) {
  if (organizations.length === 0) return null;
  return (
    <Table<Data>
      className="request-preview-table"
      size="small"
      pagination={false}
      title={caption ? () => <Typography.Text strong>{caption}</Typography.Text> : undefined}
      rowKey={(organization) => `${text(organization.inn)}#${organizations.indexOf(organization)}`}
      dataSource={[...organizations]}
      columns={[
        { key: 'name', title: t.columns.organization, render: (_, organization) => text(organization.name) || '—' },
        { key: 'inn', title: t.columns.inn, render: (_, organization) => text(organization.inn) || '—' },
        { key: 'roles', title: t.columns.roles, render: (_, organization) => rolesOf(organization).map((role) => <Tag key={role}>{role}</Tag>) },
        { key: 'share', title: t.columns.share, render: (_, organization) => shareOf(organization.percent) },
      ]}
    />
  );
}

/**
 * The customers of a joint procurement: on the guarantee step who takes part and with what sum, on the
 * requisites step the contacts of those who take part.
 */
export function PreviewCustomers({ customers, caption, contacts = false }: { customers: readonly Data[]; caption?: string; contacts?: boolean }) {
  const shown = contacts ? customers.filter((customer) => customer.is_active === true) : customers;
  if (shown.length === 0) return null;
  const name = { key: 'name', title: t.columns.customer, render: (_: unknown, customer: Data) => text(customer.name) || '—' };
  const columns = contacts
    ? [
        name,
        { key: 'oktmo', title: t.columns.oktmo, render: (_: unknown, customer: Data) => text(customer.oktmo) || '—' },
        { key: 'phone', title: t.columns.phone, render: (_: unknown, customer: Data) => text(customer.phone) || '—' },
        { key: 'email', title: t.columns.email, render: (_: unknown, customer: Data) => text(customer.email) || '—' },
        { key: 'confirmed', title: t.columns.confirmed, render: (_: unknown, customer: Data) => (customer.contacts_confirmed === true ? t.yes : t.no) },
      ]
    : [
        name,
        { key: 'active', title: t.columns.active, render: (_: unknown, customer: Data) => (customer.is_active === true ? t.yes : t.no) },
        { key: 'sum', title: t.columns.sum, render: (_: unknown, customer: Data) => (typeof customer.sum === 'number' ? formatMoney(customer.sum, '₽') : '—') },
      ];
  return (
    <Table<Data>
      className="request-preview-table"
      size="small"
      pagination={false}
      title={caption ? () => <Typography.Text strong>{caption}</Typography.Text> : undefined}
      rowKey={(customer) => String(customer.order_num)}
      dataSource={[...shown]}
      columns={columns}
    />
  );
}

/** The documents of the request: each type with its files, or that it is still missing when a bank requires it. */
export function PreviewDocuments({ documents }: { documents: readonly Data[] }) {
  const shown = documents.filter((entry) => listOf(entry.files).length > 0 || (Array.isArray(entry.requiredForbanks) && entry.requiredForbanks.length > 0));
  if (shown.length === 0) return null;
  return (
    <Table<Data>
      className="request-preview-table"
      size="small"
      pagination={false}
      rowKey={(entry) => text(entry.docType)}
      dataSource={shown}
      columns={[
        { key: 'type', title: t.columns.documentType, render: (_, entry) => text(entry.docName) || text(entry.docType) },
        {
          key: 'files',
          title: t.columns.files,
          render: (_, entry) => {
            const names = listOf(entry.files).map((file) => text(file.name)).filter((name) => name !== '');
            return names.length > 0 ? names.join(', ') : <Typography.Text type="danger">{t.missing}</Typography.Text>;
          },
        },
      ]}
    />
  );
}

function listOf(value: unknown): Data[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}
