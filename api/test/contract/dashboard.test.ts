import { checkContract } from './check';
import { dashboardContract } from './dashboard';

checkContract("mfe-dashboard's calls", dashboardContract);
