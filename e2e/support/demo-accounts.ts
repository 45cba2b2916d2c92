/** Demo accounts of DESIGN.md (embedded default, password demo1234) and where each lands. */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  email: string;
  userType: string;
  /** The page a fresh sign-in ends on. */
  home: '/' | '/dashboard' | '/internal-user-network-selection';
  homeHeading: string;
}

const northwind = (email: string, userType: string): DemoAccount => ({ email, userType, home: '/', homeHeading: 'Home' });
const internal = (email: string, userType: string): DemoAccount => ({
  email,
  userType,
  home: '/internal-user-network-selection',
  homeHeading: 'Select a Network',
});

export const DEMO = {
  admin: northwind('admin@northwind.test', 'Client Admin'),
  localAdmin: northwind('local.admin@northwind.test', 'Local Admin'),
  general: northwind('general@northwind.test', 'General User'),
  /** A team account of the demo seed: a General User and job approver of Northwind General and Bayside, Morgan Patel's colleague. */
  elliot: northwind('elliot.vance@northwind.test', 'General User'),
  hr: northwind('hr@northwind.test', 'Human Resources'),
  finance: northwind('finance@northwind.test', 'Finance'),
  lakeside: { email: 'general@lakeside.test', userType: 'General User', home: '/dashboard', homeHeading: 'Dashboard' } as DemoAccount,
  mspAdmin: internal('msp.admin@provider.test', 'MSP Admin'),
  viewer: internal('viewer@provider.test', 'Internal Viewer'),
} as const;

export const ALL_DEMO_ACCOUNTS: readonly DemoAccount[] = Object.values(DEMO);
