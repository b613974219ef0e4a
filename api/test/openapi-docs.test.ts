/** The API's own documentation (api/README.md): /api/docs/openapi.json lists every call; /api/docs is a self-contained page. */
import { endpoints, type EndpointName } from '@classroom/shared/contract';
import { useHarness } from './helpers';

const h = useHarness();

const NAMES = Object.keys(endpoints) as EndpointName[];

describe('docs', () => {
  test('/api/docs/openapi.json is OpenAPI 3.1 with every call; /api/docs is a self-contained page', async () => {
    const doc = (await h.app.inject({ url: '/api/docs/openapi.json' })).json() as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const ops = Object.values(doc.paths)
      .flatMap((p) => Object.values(p).map((o) => o.operationId))
      .sort();
    expect(ops).toEqual([...NAMES].sort());
    const page = await h.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('openapi.json');
    expect(page.body).not.toMatch(/<script[^>]+src=|<link[^>]+href="http/);
  });
});
