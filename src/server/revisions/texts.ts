/** Russian messages of mutual settlements (docs/revisions.md). */
export const revisionTexts = {
  actNotFound: 'Акт не найден',
  agentsOnly: 'Раздел «Взаиморасчёты» доступен только агенту',
  badPeriod: 'Период должен быть месяцем в виде ГГГГ-ММ, не позже текущего',
  organizationNotFound: 'Организация агента не найдена',
  notReformable: (state: string) => `Акт уже в состоянии «${state}»: переформировать можно только сформированный акт, который агент ещё не подписал`,
} as const;
