/** Offline reference datasets: the answers of the offline suggestion and EIS providers. */
export { allCompanies, findCompanyByInn, findCompanyByOgrn, searchCompanies } from './companies';
export type { CompanySearchOptions } from './companies';
export { allBanks, findBankByBic, searchBanks } from './banks';
export { allAddresses, searchAddresses } from './addresses';
export type { AddressDivision, AddressSearchOptions } from './addresses';
export { allFmsUnits, findFmsUnitsByCode, searchFmsUnits } from './fmsUnits';
export { allTenders, findTender, findTendersByCustomer, narrowToLot } from './tenders';
export { normalizeText, switchKeyboardLayout, tokenize } from './normalizeQuery';
export type * from './types';
