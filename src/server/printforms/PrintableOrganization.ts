/** An organisation as its own documents print it, with the user who signs them. */
export interface PrintableOrganization {
  name: string;
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  /** A 12-digit INN: a sole trader, whose ОГРНИП stands in `ogrn`. */
  is_ip: boolean;
  /** The day it registered on the platform (YYYY-MM-DD). */
  registered_on: string;
  signer: { last_name: string; first_name: string; middle_name: string | null; post: string | null };
}
