/**
 * The caller's help reports (001 §2.6 my-reports: help-and-support and payment-support reports, newest first) as one
 * react-query option on the shared QueryClient: the help page lists them, and a new report of either kind marks them
 * stale.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';

export const helpReportsQuery = queryOptions({
  queryKey: ['account', 'help-reports'],
  queryFn: ({ signal }) => call('helpReports', { signal }),
});
