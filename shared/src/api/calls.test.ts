import type { AxiosAdapter } from 'axios';
import type { EndpointName } from '@classroom/shared/contract';

/**
 * The API client's calls (calls.ts) loaded afresh, with the whole contract (`@classroom/shared/contract`) recorded when
 * it is evaluated and the server answering every request with `data`.
 */
function freshCalls(data: unknown) {
  const evaluated: string[] = [];
  const sent: string[] = [];
  let calls!: typeof import('./calls');
  jest.isolateModules(() => {
    jest.doMock('@classroom/shared/contract', () => {
      evaluated.push('@classroom/shared/contract');
      return jest.requireActual('@classroom/shared/contract');
    });
    const axios = jest.requireActual<typeof import('axios')>('axios').default;
    const server: AxiosAdapter = async (config) => {
      sent.push(`${config.method?.toUpperCase()} ${config.url}`);
      return { data: { status: true, message: 'Success', data }, status: 200, statusText: 'OK', headers: {}, config };
    };
    axios.defaults.adapter = server;
    calls = jest.requireActual<typeof import('./calls')>('./calls');
  });
  return { evaluated, sent, client: calls.createAxiosCalls('/api/', () => 't'.repeat(64)) };
}

describe("a call's schema is evaluated when a call needs it (decision 0027: the cold dashboard waits for nothing it does not need)", () => {
  it("the first screen's calls send and validate their replies without evaluating the rest of the contract", async () => {
    const { evaluated, sent, client } = freshCalls([]);
    await expect(client.call('studentCourses', { query: { student_id: 9 } })).resolves.toEqual([]);
    await expect(client.parse('logout', null)).resolves.toBeNull();
    // The same schema as the API's: a reply that breaks it is refused.
    await expect(client.parse('studentCourses', [{ course_id: 'not a number' }])).rejects.toThrow();
    expect(sent).toEqual(['GET users/v1/list-of-course-for-a-student/']);
    expect(evaluated).toEqual([]);
  });

  it("any other call loads the whole contract once and validates with that call's schema", async () => {
    const { evaluated, sent, client } = freshCalls([{ holiday_date: '2026-12-25', holiday_name: 'Christmas' }]);
    // is_holiday is missing: holidays' schema refuses the reply.
    await expect(client.call('holidays', { query: { school_id: 4 } })).rejects.toThrow();
    await expect(client.parse('holidays' as EndpointName, [])).resolves.toEqual([]);
    expect(sent).toEqual(['GET support/v1/get-school-holidays/']);
    expect(evaluated).toEqual(['@classroom/shared/contract']);
  });

  it('every call keeps the method, path and schema `endpoints` gives it', async () => {
    const { endpoints } = jest.requireActual<typeof import('@classroom/shared/contract')>('@classroom/shared/contract');
    const { endpointOf } = jest.requireActual<typeof import('./calls')>('./calls');
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const endpoint = await endpointOf(name);
      expect([name, endpoint.method, endpoint.path, endpoint.data]).toEqual([
        name,
        endpoints[name].method,
        endpoints[name].path,
        endpoints[name].data,
      ]);
    }
  });
});
