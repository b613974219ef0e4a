/**
 * The contract check's files (contract/<file>.test.ts), one per app, and the domains each runs in order on its own
 * harness (check.ts); coverage.test.ts reads them all.
 */
import { accountContract } from './account';
import { addressListContract } from './address-list';
import { assignmentsContract } from './assignments';
import type { ContractDomain } from './check';
import { dashboardContract } from './dashboard';
import { examContract } from './exam';
import { learningContract } from './learning';
import { practiceContract } from './practice';
import { shellContract } from './shell';

export const CONTRACT_FILES = {
  shell: { 'host and first screen': shellContract },
  dashboard: { dashboard: dashboardContract },
  exam: { exam: examContract, assignment: assignmentsContract, 'practice session': practiceContract },
  learning: { 'corners and doubts': learningContract },
  account: { account: accountContract },
  'address-list': { 'address list (000 §7)': addressListContract },
} satisfies Record<string, Record<string, ContractDomain>>;
