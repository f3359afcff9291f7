/**
 * Whether the company a request is created for is the user's own organisation (a client company
 * applying for itself): then a changed KPP is the organisation's own, updated in the profile.
 * @param companyInn the INN typed or picked on the create page
 * @param organizationInn the INN of the session's organisation
 */
export function isOwnCompany(companyInn: unknown, organizationInn: string | null | undefined): boolean {
  const inn = typeof companyInn === 'string' ? companyInn.trim() : '';
  return inn !== '' && inn === organizationInn;
}
