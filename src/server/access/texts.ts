/** Texts of the route access check (config/permissions.json names the permissions). */
export const accessTexts = {
  permissionDenied: (name: string) => `Недостаточно прав: ${name}`,
  operatorOnly: 'Раздел доступен только оператору платформы',
} as const;
