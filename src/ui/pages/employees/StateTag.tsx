import { Tag } from 'antd';
import type { EmployeeState } from '../../../domain/wire/employeesWire';
import { employeeTexts as t } from './texts';

/** Where an employee stands: active, invited, disabled. */
export function StateTag({ state }: { state: EmployeeState }) {
  return <Tag color={t.stateColor[state]}>{t.state[state]}</Tag>;
}

/** «Фамилия Имя Отчество». */
export function fullName(person: { last_name: string; first_name: string; middle_name: string | null }): string {
  return [person.last_name, person.first_name, person.middle_name].filter((part) => part).join(' ');
}
