import { endpoints, type EndpointName } from '@classroom/shared/contract';
import * as z from 'zod/v4/core';

const ACCESS: Record<string, string> = {
  public: 'anyone',
  student: 'signed-in student (fees due → 1007)',
  'student-locked-ok': 'signed-in student, also while locked',
};

function fields(schema: z.$ZodType | undefined): string {
  if (!schema || !(schema instanceof z.$ZodObject)) return '';
  return Object.keys(schema._zod.def.shape).join(', ');
}

/** The Markdown table of every call (api/README.md): name, method, path under /api, access, input fields, returns. */
export function endpointTableMarkdown(): string {
  const rows = (Object.keys(endpoints) as EndpointName[]).map((name) => {
    const def = endpoints[name];
    const input = [
      fields('params' in def ? def.params : undefined) && `path: ${fields('params' in def ? def.params : undefined)}`,
      fields('query' in def ? def.query : undefined) && `query: ${fields('query' in def ? def.query : undefined)}`,
      fields('body' in def ? def.body : undefined) && `body: ${fields('body' in def ? def.body : undefined)}`,
    ]
      .filter(Boolean)
      .join('; ');
    return `| ${name} | ${def.method} | \`/api/${def.path}\` | ${ACCESS[def.access] ?? def.access} | ${input || '—'} | ${def.summary} |`;
  });
  return [
    '| Call | Method | Path | Who may call | Input | Returns (`data`) |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
