import { createEmployeesApi } from '../../api';
import type { RootStore } from '../RootStore';
import { EmployeeCreateStore } from './EmployeeCreateStore';
import { EmployeeListStore } from './EmployeeListStore';
import { EmployeeStore, type EmployeeAddress } from './EmployeeStore';
import { InvitationStore } from './InvitationStore';

/** The stores of the employees' pages over the app's transport (docs/employees.md). */
export const employeesFor = {
  list: (root: RootStore) => new EmployeeListStore(createEmployeesApi(root.http)),
  create: (root: RootStore) => new EmployeeCreateStore(createEmployeesApi(root.http)),
  employee: (root: RootStore, address: EmployeeAddress) => new EmployeeStore(createEmployeesApi(root.http), address),
  invitation: (root: RootStore, token: string) => new InvitationStore(createEmployeesApi(root.http), token),
};
