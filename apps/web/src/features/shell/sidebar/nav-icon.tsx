import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PunchClockOutlined from '@mui/icons-material/PunchClockOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import type { NavIcon as NavIconName } from './nav-groups';

const ICONS = {
  home: DashboardOutlined,
  decisions: FactCheckOutlined,
  metrics: BarChartOutlined,
  invoices: ReceiptLongOutlined,
  finance: RequestQuoteOutlined,
  jobs: WorkOutlined,
  candidates: PeopleAltOutlined,
  assigned: AssignmentIndOutlined,
  startsStops: EventOutlined,
  timecards: PunchClockOutlined,
  team: GroupsOutlined,
  insights: InsightsOutlined,
  users: ManageAccountsOutlined,
  external: OpenInNew,
} as const;

export const NavIcon = ({ name }: { name: NavIconName }) => {
  const Icon = ICONS[name];
  return <Icon fontSize="small" aria-hidden />;
};
