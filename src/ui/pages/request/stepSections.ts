/**
 * Big steps shown as sections, each its own form: typing in one section renders only that section.
 * Fields not named here stay in the step's single form. The step's rules still run on the whole step.
 */
export const stepSections: Readonly<Record<string, readonly { title: string; fields: readonly string[] }[]>> = {
  'detail-contacts': [
    { title: 'Адреса', fields: ['legal_address', 'actual_eq_legal', 'actual_address', 'postal_eq_legal', 'postal_address'] },
    { title: 'Банковские реквизиты', fields: ['bank_bik', 'bank_name', 'cor_account', 'cur_account'] },
    { title: 'Контакты', fields: ['contact_person', 'contact_phone', 'contact_email', 'contact_fax', 'website'] },
    { title: 'Налоги и учёт', fields: ['tax_system', 'accounting_system'] },
    { title: 'Контакты заказчика', fields: ['customer_oktmo', 'customer_phone', 'customer_email', 'customer_confirmed', 'customers'] },
  ],
};

/**
 * Steps whose page draws them its own way rather than as an rjsf form of their schema (the finance
 * grid, the documents list, the preview): no form validator is precompiled for them.
 */
export const stepsWithOwnPage: ReadonlySet<string> = new Set(['finance', 'documents', 'preview']);
