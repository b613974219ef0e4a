/** The DPP list's read (001 §2.1 dpp-list) as react-query options on the page's one shared QueryClient. */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';

/** 000 §9 page size is 10; the list screen asks for the API's maximum page so every DPP is listed. */
const LIST_LIMIT = 100;

/** 001 §7 the student's MPPs/DPPs (the server reads the student from the token). */
export const studentMppsQuery = () =>
  queryOptions({
    queryKey: ['exam', 'mpps'],
    queryFn: ({ signal }) => call('studentMpps', { body: { skip: 0, limit: LIST_LIMIT }, signal }),
  });
