/** The person fields every user record carries (spec-1 §3 User): the current user, an employee row. */
export interface UserPersonWire {
  id: number;
  uuid: string;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  login: string;
  post: string | null;
  phone: string | null;
  organization_uuid: string;
}
