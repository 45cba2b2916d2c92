import type { UserTypeName } from '@portal/domain/access/user-types';
import { LAKESIDE, NORTHWIND, type NetworkSpec } from './demo-networks';
import { seedId } from './ids';

export const DEMO_PASSWORD = 'demo1234';

export interface AccountSpec {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  userType: UserTypeName;
  /** null for internal users, who pick a network per session. */
  network: NetworkSpec | null;
  /** Indexes into the network's hospitals; 'all' for every one. */
  hospitals: 'all' | readonly number[];
  isJobApprover: boolean;
  isActive: boolean;
  /** An unverified account has not accepted its invitation yet, so it has no password either. */
  isVerified: boolean;
  notificationPreference: 'Email' | 'Call' | 'Email,Call';
}

const account = (
  network: NetworkSpec | null,
  counter: number,
  spec: Omit<AccountSpec, 'id' | 'network' | 'isActive' | 'isVerified' | 'isJobApprover' | 'notificationPreference'> &
    Partial<Pick<AccountSpec, 'isActive' | 'isVerified' | 'isJobApprover' | 'notificationPreference'>>,
): AccountSpec => ({
  id: seedId('user', network?.number ?? 0, counter),
  network,
  isActive: true,
  isVerified: true,
  isJobApprover: false,
  notificationPreference: 'Email',
  ...spec,
});

/** The demo accounts of DESIGN.md (password `demo1234`). Their ids never change. */
export const DEMO_ACCOUNTS: readonly AccountSpec[] = [
  account(NORTHWIND, 1, {
    email: 'admin@northwind.test',
    firstName: 'Avery',
    lastName: 'Collins',
    phoneNumber: '2065550101',
    userType: 'Client Admin',
    hospitals: 'all',
    notificationPreference: 'Email,Call',
  }),
  account(NORTHWIND, 2, {
    email: 'local.admin@northwind.test',
    firstName: 'Jordan',
    lastName: 'Reyes',
    phoneNumber: '2065550102',
    userType: 'Local Admin',
    // The 2-step hospital is one of the two, so the 2-Step Approver switch can be shown.
    hospitals: [0, 1],
  }),
  account(NORTHWIND, 3, {
    email: 'general@northwind.test',
    firstName: 'Morgan',
    lastName: 'Patel',
    phoneNumber: '2065550103',
    userType: 'General User',
    hospitals: 'all',
    isJobApprover: true,
  }),
  account(NORTHWIND, 4, {
    email: 'hr@northwind.test',
    firstName: 'Taylor',
    lastName: 'Nguyen',
    phoneNumber: '2065550104',
    userType: 'Human Resources',
    hospitals: 'all',
  }),
  account(NORTHWIND, 5, {
    email: 'finance@northwind.test',
    firstName: 'Casey',
    lastName: 'Brooks',
    phoneNumber: '2065550105',
    userType: 'Finance',
    hospitals: 'all',
  }),
  account(LAKESIDE, 1, {
    email: 'general@lakeside.test',
    firstName: 'Riley',
    lastName: 'Johnson',
    phoneNumber: '6085550101',
    userType: 'General User',
    hospitals: 'all',
  }),
  account(null, 1, {
    email: 'msp.admin@provider.test',
    firstName: 'Sam',
    lastName: 'Whitaker',
    phoneNumber: '8005550111',
    userType: 'MSP Admin',
    hospitals: [],
  }),
  account(null, 2, {
    email: 'viewer@provider.test',
    firstName: 'Jamie',
    lastName: 'Ortiz',
    phoneNumber: '8005550112',
    userType: 'Internal Viewer',
    hospitals: [],
  }),
];

type TeamMember = [
  firstName: string,
  lastName: string,
  userType: UserTypeName,
  hospitals: readonly number[],
  flags?: Partial<Pick<AccountSpec, 'isActive' | 'isVerified' | 'isJobApprover' | 'notificationPreference'>>,
];

const team = (network: NetworkSpec, firstCounter: number, areaCode: string, members: readonly TeamMember[]) =>
  members.map(([firstName, lastName, userType, hospitals, flags], i) =>
    account(network, firstCounter + i, {
      email: `${firstName}.${lastName}@${network.emailDomain}`.toLowerCase(),
      firstName,
      lastName,
      phoneNumber: `${areaCode}555${String(1200 + i).padStart(4, '0')}`,
      userType,
      hospitals,
      ...flags,
    }),
  );

/**
 * The rest of each team, so User Maintenance has active and inactive users, pending invitations and
 * several job approvers (General Users of the 2-step hospital, the only type that may approve).
 */
export const TEAM_ACCOUNTS: readonly AccountSpec[] = [
  ...team(NORTHWIND, 6, '206', [
    ['Harper', 'Quinn', 'Local Admin', [4, 5]],
    ['Elliot', 'Vance', 'General User', [0, 2], { isJobApprover: true }],
    ['Priya', 'Raman', 'General User', [0], { isJobApprover: true, notificationPreference: 'Email,Call' }],
    ['Marcus', 'Hale', 'General User', [1, 3]],
    ['Dana', 'Kim', 'General User', [0, 1], { isJobApprover: true, isActive: false }],
    ['Lena', 'Fischer', 'Staffing Office', [0, 1, 2]],
    ['Omar', 'Haddad', 'Staffing Office', [4, 5], { isVerified: false }],
    ['Grace', 'Liu', 'Employee Health', [0, 3], { notificationPreference: 'Call' }],
    ['Noel', 'Ibarra', 'Human Resources', [2, 3]],
    ['Tessa', 'Grant', 'Human Resources', [5], { isActive: false }],
    ['Victor', 'Chen', 'Unit Leadership', [0], { isVerified: false }],
    ['Sofia', 'Marino', 'Unit Leadership', [1, 2]],
    ['Ruth', 'Adeyemi', 'Leadership', [0, 1, 2, 3, 4, 5]],
    ['Ben', 'Carver', 'Finance', [0, 1, 2]],
    ['Iris', 'Novak', 'Finance', [3, 4, 5], { isActive: false, isVerified: false }],
  ]),
  ...team(LAKESIDE, 2, '608', [
    ['Maya', 'Lindgren', 'Client Admin', [0]],
    ['Owen', 'Barrett', 'Human Resources', [0]],
    ['Nadia', 'Soto', 'Finance', [0], { notificationPreference: 'Email,Call' }],
    ['Caleb', 'Ward', 'Staffing Office', [0], { isActive: false }],
  ]),
  // SPEC.md §6's PRN Generic: its facilities and links come from the shifts platform (the built-in one
  // gives it Bayside and Children's); the portal itself lists Bayside alone, what it keeps when the
  // platform cannot answer. Last, so no other account's seeded id or dates move.
  account(NORTHWIND, 40, {
    email: 'prn@northwind.test',
    firstName: 'Parker',
    lastName: 'Rowe',
    phoneNumber: '2065550140',
    userType: 'PRN Generic',
    hospitals: [2],
  }),
];
