import { defineCall } from './define-call';
import {
  companyScopeQuerySchema, departmentCalendarSchema, idsQuerySchema, userOrganisationArraySchema, userOrganisationListSchema,
  userWithDepartmentQuerySchema, usersOfCompanyQuerySchema,
} from '../organisations.contract';

const user = '/api/v1/user';
/** administrators, system users and these holders (docs/organisations.md); the companies in scope are the handler's */
const permission = ['UserManage', 'CompanyManage', 'DepartmentManage'] as const;

/** The organisation-flavoured /v1/user calls: people with their company, parent company, departments and positions. */
export const userOrganisationCalls = {
  usersOfCompany: defineCall({ method: 'GET', path: `${user}/users-of-company`, query: usersOfCompanyQuerySchema, reply: userOrganisationListSchema, permission }),
  withDepartment: defineCall({ method: 'GET', path: `${user}/user-with-department`, query: userWithDepartmentQuerySchema, reply: userOrganisationListSchema, permission }),
  withDepartments: defineCall({ method: 'GET', path: `${user}/user-with-departments`, query: usersOfCompanyQuerySchema, reply: userOrganisationListSchema, permission }),
  withParentCompany: defineCall({ method: 'GET', path: `${user}/user-with-parent-company`, query: usersOfCompanyQuerySchema, reply: userOrganisationListSchema, permission }),
  withPositionByIds: defineCall({ method: 'GET', path: `${user}/get_with_position_by_ids`, query: idsQuerySchema, reply: userOrganisationArraySchema, permission }),
  withDepartmentCalendar: defineCall({ method: 'GET', path: `${user}/user-with-department-calendar`, query: companyScopeQuerySchema, reply: departmentCalendarSchema, permission }),
};
