import type { Actor, OrganizationType } from '../db/schema';

/**
 * Demo organisations and people for dev and demo mode (INN, KPP and OGRN pass their checksums). An
 * organisation with `registered_on` has been on the platform since that day: ООО «Гарант-Брокер Регион»
 * registered before some partner banks joined, so it has additional agreements to sign (docs/accession.md).
 */
export const demoOrganizations: ReadonlyArray<{ key: string; name: string; inn: string; kpp: string; ogrn: string; type: OrganizationType; registered_on?: string }> = [
  { key: 'broker', name: 'ООО «Гарант-Брокер»', inn: '7705128468', kpp: '770501001', ogrn: '1177746123455', type: 'agent' },
  { key: 'brokerRegion', name: 'ООО «Гарант-Брокер Регион»', inn: '7728345194', kpp: '772801001', ogrn: '1177746987659', type: 'agent', registered_on: '2023-10-02' },
  { key: 'client', name: 'ООО «СтройМонтаж»', inn: '5004038170', kpp: '500401001', ogrn: '1155024123451', type: 'client' },
];

export interface DemoUser {
  login: string;
  password: string;
  phone: string;
  last_name: string;
  first_name: string;
  middle_name: string;
  post: string;
  /** What the person is for, printed at start-up. */
  description: string;
  memberships: ReadonlyArray<{ organization: string; role: Actor; permissions: 'all' | readonly string[] }>;
  /** Also an operator of the platform (verifies requests before the banks, docs/banks-and-sending.md). */
  platformOperator?: boolean;
}

export const demoUsers: readonly DemoUser[] = [
  {
    login: 'admin@garant-broker.ru',
    password: 'Garant2026',
    phone: '79000000001',
    last_name: 'Иванова',
    first_name: 'Анна',
    middle_name: 'Сергеевна',
    post: 'Руководитель отдела продаж',
    description: 'администратор агента (сотрудники, все права, две организации) и оператор платформы (верификация заявок)',
    memberships: [
      { organization: 'broker', role: 'agent', permissions: 'all' },
      { organization: 'brokerRegion', role: 'agent', permissions: 'all' },
    ],
    platformOperator: true,
  },
  {
    login: 'manager@garant-broker.ru',
    password: 'Manager2026',
    phone: '79000000002',
    last_name: 'Петров',
    first_name: 'Сергей',
    middle_name: 'Олегович',
    post: 'Менеджер',
    description: 'сотрудник агента: создаёт заявки и отправляет их в банки; видит только свои заявки, не принимает предложения, не управляет сотрудниками',
    // A realistic subset (docs/permissions.md): the demo shows what a member without the other keys is refused.
    memberships: [{ organization: 'broker', role: 'agent', permissions: ['agent_create_request', 'agent_send_to_bank'] }],
  },
  {
    login: 'client@stroymontazh.ru',
    password: 'Client2026',
    phone: '79000000003',
    last_name: 'Смирнов',
    first_name: 'Дмитрий',
    middle_name: 'Павлович',
    post: 'Генеральный директор',
    description: 'клиент',
    memberships: [{ organization: 'client', role: 'client', permissions: 'all' }],
  },
];
