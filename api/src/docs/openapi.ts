/**
 * The OpenAPI 3.1 document of the contract table, generated from the same zod schemas the server validates with
 * (z.toJSONSchema), and a self-contained HTML page that renders it (no CDN: served at /api/docs).
 */
import { endpoints, envelope, errorReply, type EndpointDef, type EndpointName } from '@classroom/shared/contract';
import * as z from 'zod/mini';

const toSchema = (schema: z.core.$ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any', io }) as Record<string, unknown>;

function parameters(schema: z.core.$ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}

export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const def: EndpointDef = endpoints[name];
    const url = `/api/${def.path}`.replace(/:([A-Za-z]+)/g, '{$1}');
    const body = def.body ? toSchema(def.body, 'input') : undefined;
    let requestBody: unknown;
    if (def.upload && body) {
      const props = (body as { properties?: Record<string, unknown> }).properties ?? {};
      requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: {
                ...props,
                [def.upload.field]: {
                  type: 'array',
                  maxItems: def.upload.maxFiles,
                  items: { type: 'string', contentMediaType: def.upload.types.join(' | ') },
                },
              },
            },
          },
        },
      };
    } else if (body) {
      requestBody = {
        required: true,
        content: { 'application/json': { schema: body }, 'application/x-www-form-urlencoded': { schema: body } },
      };
    }
    paths[url] = {
      ...paths[url],
      [def.method.toLowerCase()]: {
        operationId: name,
        summary: def.summary,
        'x-access': def.access,
        security: def.access === 'public' ? [] : [{ token: [] }],
        parameters: [...parameters(def.params, 'path'), ...parameters(def.query, 'query')],
        ...(requestBody ? { requestBody } : {}),
        responses: {
          200: {
            description: 'Success',
            content: { 'application/json': { schema: toSchema(envelope(def.data), 'output') } },
          },
          400: {
            description: 'Bad input (the message names the field) or a refused rule',
            content: { 'application/json': { schema: toSchema(errorReply, 'output') } },
          },
          ...(def.access === 'public'
            ? {}
            : {
                401: { description: "No, unknown or superseded token ('User logged into another device')" },
                403: { description: "Another student's id ('Not allowed') or a locked profile (error_code 1007)" },
              }),
          404: { description: 'Unknown exam, question or item' },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Classroom student portal API',
      version: '1.0.0',
      description:
        'Every call of the contract table (shared/src/contract/endpoints.ts). Envelope { status, message, data, error_code? }.',
    },
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token {token}' } },
    },
    paths,
  };
}

/** A self-contained page that lists the calls from /api/docs/openapi.json (no external assets). */
export const DOCS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>API docs | Classroom</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:1rem 1.5rem;color:#1b1b1f}
h1{font-size:1.5rem}details{border:1px solid #d0d0d7;border-radius:6px;margin:.5rem 0;padding:.4rem .8rem}
summary{cursor:pointer}code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f5f5f8;padding:.6rem;overflow:auto;border-radius:4px}
.m{display:inline-block;min-width:3.5rem;font-weight:700}.GET{color:#0a6b2f}.POST{color:#8a4b00}.a{color:#555;font-size:13px}
input{font:inherit;padding:.3rem .5rem;width:100%;max-width:24rem;margin-bottom:.5rem}
</style></head><body><main>
<h1>Classroom student portal API</h1>
<p>Generated from the zod contract. Raw document: <a href="/api/docs/openapi.json">openapi.json</a>.</p>
<label for="f">Filter</label><br><input id="f" type="search" placeholder="path or call name">
<div id="list">Loading…</div></main>
<script>
const esc=(s)=>String(s).replace(/[&<>"]/g,(c)=>({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c]));
fetch('/api/docs/openapi.json').then((r)=>r.json()).then((doc)=>{
  const items=[];
  for(const [p,ops] of Object.entries(doc.paths))for(const [m,op] of Object.entries(ops))items.push({p,m:m.toUpperCase(),op});
  const render=(q)=>{document.getElementById('list').innerHTML=items.filter((i)=>!q||(i.p+i.op.operationId).toLowerCase().includes(q)).map((i)=>
    '<details><summary><span class="m '+i.m+'">'+i.m+'</span> <code>'+esc(i.p)+'</code> — '+esc(i.op.operationId)+' <span class="a">('+esc(i.op['x-access'])+')</span></summary>'+
    '<p>'+esc(i.op.summary)+'</p>'+(i.op.parameters.length?'<h3>Parameters</h3><pre>'+esc(JSON.stringify(i.op.parameters,null,2))+'</pre>':'')+
    (i.op.requestBody?'<h3>Body</h3><pre>'+esc(JSON.stringify(i.op.requestBody.content,null,2))+'</pre>':'')+
    '<h3>Reply</h3><pre>'+esc(JSON.stringify(i.op.responses,null,2))+'</pre></details>').join('');};
  render('');document.getElementById('f').addEventListener('input',(e)=>render(e.target.value.toLowerCase()));
}).catch((e)=>{document.getElementById('list').textContent='Could not load the document: '+e;});
</script></body></html>`;
