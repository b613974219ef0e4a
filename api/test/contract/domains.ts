/** Every domain's contract cases, by the name of its test file (contract/<name>.test.ts), for coverage.test.ts. */
import { accountContract } from './account';
import { addressListContract } from './address-list';
import { assignmentsContract } from './assignments';
import type { ContractDomain } from './check';
import { dashboardContract } from './dashboard';
import { examContract } from './exam';
import { learningContract } from './learning';
import { practiceContract } from './practice';
import { shellContract } from './shell';

export const CONTRACT_DOMAINS: Record<string, ContractDomain> = {
  account: accountContract,
  'address-list': addressListContract,
  assignments: assignmentsContract,
  dashboard: dashboardContract,
  exam: examContract,
  learning: learningContract,
  practice: practiceContract,
  shell: shellContract,
};
