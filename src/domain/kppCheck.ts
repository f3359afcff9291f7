/** What the state register knows of a company's KPP codes. */
export interface RegistryKpp {
  /** KPP of the head office; null for a sole entrepreneur, who has none. */
  kpp: string | null;
  /** KPP codes of branches registered with other tax offices. */
  branchKpps?: readonly string[];
}

/** The KPP part of the company check's answer. */
export interface KppCheckResult {
  /** The register knows the request's KPP (the head office's or a branch's). */
  exist_kpp: boolean;
  /** The head office's KPP in the register is not the request's: the company moved to another tax office. */
  kpp_changed: boolean;
}

/**
 * Compares the KPP in a request with the register's, so that the product can offer to update it
 * (the «change the KPP» prompt) before the request goes to the banks.
 * @param requestKpp the KPP the request carries; empty or absent when not filled
 * @param registry the register's record, or null when the company was not found
 */
export function kppCheck(requestKpp: string | null | undefined, registry: RegistryKpp | null): KppCheckResult {
  const kpp = (requestKpp ?? '').trim();
  if (!registry || registry.kpp === null) return { exist_kpp: false, kpp_changed: false };
  const known = kpp === registry.kpp || (registry.branchKpps ?? []).includes(kpp);
  return { exist_kpp: kpp !== '' && known, kpp_changed: !known };
}
