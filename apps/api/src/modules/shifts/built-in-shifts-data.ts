import { PLATFORM_ROLES } from '@portal/domain/api/shifts';

/** One account of the built-in shifts platform; facilities are hospitals of the account's network, by name. */
export interface BuiltInPlatformAccount {
  id: string;
  roleId: number;
  permissions: readonly string[];
  facilities: readonly string[];
}

const ROLE_NAMES: Record<number, string> = { [PLATFORM_ROLES.clinician]: 'Clinician', [PLATFORM_ROLES.facilityAdmin]: 'Facility Admin' };
export const platformRoleName = (id: number) => ROLE_NAMES[id] ?? 'User';

/**
 * The built-in platform's own demo data, used when no shifts service is configured: the PRN
 * Generic demo account manages assignments, job requests and staff pools of two Northwind
 * hospitals (neither hospital maintenance nor users, so those links stay hidden).
 */
export const BUILT_IN_PLATFORM_ACCOUNTS: Readonly<Record<string, BuiltInPlatformAccount>> = {
  'prn@northwind.test': {
    id: 'platform-user-1001',
    roleId: PLATFORM_ROLES.facilityAdmin,
    permissions: ['assignments.view', 'job-requests.view', 'staff-pool.view'],
    facilities: ['Northwind Bayside Hospital', "Northwind Children's Hospital"],
  },
};
