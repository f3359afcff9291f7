import { permissionOf } from '../../domain/permissions';

const administratorRight = permissionOf('agent_view_edit_users')?.name ?? 'Просмотр и редактирование сотрудников';

/** Russian texts of the employees' calls (docs/employees.md). */
export const employeeTexts = {
  notAdministrator: `Нет права «${administratorRight}» в этой организации`,
  employeeNotFound: 'Сотрудник не найден в вашей организации',
  unknownPermission: (key: string) => `Нет такого права: «${key}»`,
  foreignPermission: (name: string, actor: string) => `Право «${name}» не относится к кабинету ${actor === 'agent' ? 'агента' : 'клиента'}`,
  unknownPermissionName: (name: string) => `Нет права с названием «${name}»`,
  alreadyMember: (login: string) => `${login} уже среди сотрудников организации`,
  accountExists: (login: string) =>
    `Пользователь ${login} уже зарегистрирован на платформе: пригласите его по e-mail — он войдёт в организацию со своим паролем`,
  passwordRequired: 'Укажите пароль новой учётной записи или пригласите сотрудника по e-mail',
  loginChangeRefused: 'E-mail для входа сотрудник меняет сам, в своём профиле',
  lastAdministratorRight: `В организации должен остаться хотя бы один сотрудник с правом «${administratorRight}»: сначала выдайте это право другому сотруднику`,
  lastAdministratorDisabled: `Нельзя отключить последнего сотрудника с правом «${administratorRight}»: сначала выдайте это право другому сотруднику`,
  selfDisabled: 'Нельзя отключить собственную учётную запись',
  invitationGone: 'Ссылка приглашения недействительна: её уже использовали, она устарела или сотрудник отключён. Попросите администратора пригласить вас ещё раз',
  mail: {
    inviteSubject: (organization: string) => `Приглашение в кабинет ${organization}`,
    inviteText: (name: string, organization: string, url: string, days: number) =>
      `${name}, вас пригласили сотрудником ${organization} на платформу банковских гарантий. Задайте пароль по ссылке (она действует ${days} дн. и открывается один раз): ${url}`,
    addedSubject: (organization: string) => `Вы добавлены в ${organization}`,
    addedText: (name: string, organization: string, url: string) =>
      `${name}, вас добавили сотрудником ${organization} на платформе банковских гарантий. Войдите со своим паролем и выберите организацию в меню: ${url}`,
    createdSubject: (organization: string) => `Учётная запись в ${organization}`,
    createdText: (name: string, organization: string, url: string) =>
      `${name}, администратор ${organization} создал для вас учётную запись на платформе банковских гарантий. Пароль вам передаст администратор; сменить его можно в профиле. Вход: ${url}`,
  },
} as const;
