/** Russian texts the employees' stores produce (the pages' own words are in src/ui/pages/employees/texts.ts). */
export const employeeRuntimeTexts = {
  required: (field: string) => `Заполните поле «${field}»`,
  notLoaded: 'Не удалось загрузить данные сотрудника',
} as const;
