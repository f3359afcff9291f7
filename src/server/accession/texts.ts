import type { OrganizationDocumentKind } from '../../domain/accession/accessionSettings';

const titles: Readonly<Record<Exclude<OrganizationDocumentKind, 'partner_agreement'>, string>> = {
  accession_agent: 'Заявление о присоединении к Агентскому договору',
  accession_client: 'Заявление о присоединении к Пользовательскому соглашению',
};

/** Russian texts of the organisation's documents on the server (docs/accession.md). */
export const accessionTexts = {
  title: (kind: OrganizationDocumentKind, bank: string | null) =>
    kind === 'partner_agreement' ? `Дополнительное соглашение о подключении банка ${bank ?? ''}`.trim() : titles[kind],
  blocks: {
    accession: (deadline: string) => `После ${deadline} без подписи закрыта отправка заявок во все банки`,
    overdue: 'Отправка заявок во все банки закрыта до подписания',
    signed: 'Ничего не закрыто',
    agreement: (bank: string) => `Отправка заявок в банк ${bank}`,
  },
  regulationsOverdue: (title: string, deadline: string) =>
    `Отправка в банки закрыта: документ «${title}» нужно было подписать до ${deadline} включительно. Подпишите его квалифицированной электронной подписью организации в разделе «Профиль» → «Документы профиля», затем отправьте заявку снова`,
  agreementMissing: (bank: string) =>
    `Банк ${bank} подключён к платформе после регистрации вашей организации: до отправки подпишите дополнительное соглашение о подключении банка в разделе «Профиль» → «Документы профиля»`,
  notSigned: (title: string) => `Документ «${title}» не подписан: подпишите его квалифицированной электронной подписью организации, затем подтвердите подписание`,
  notFound: 'Документ организации не найден',
  otherKind: (title: string, expected: string) => `Документ «${title}» — не ${expected}: подтвердите подписание вызовом для этого документа`,
  expected: {
    accession_agent: 'заявление о присоединении агента',
    accession_client: 'заявление о присоединении клиента',
    partner_agreement: 'дополнительное соглашение о подключении банка',
  } satisfies Record<OrganizationDocumentKind, string>,
  wrongScope: 'Документ не относится к документам вашей организации: проверьте scope_uuid',
  outdated: (title: string, version: number, current: number) =>
    `Редакция № ${version} документа «${title}» заменена редакцией № ${current}: подпишите действующую редакцию в разделе «Документы профиля»`,
  notDue: (title: string) => `Документ «${title}» вашей организации подписывать не нужно`,
  signedInOnly: 'Документ организации подписывает её пользователь в личном кабинете',
} as const;
