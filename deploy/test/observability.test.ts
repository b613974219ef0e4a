/**
 * The exam-day alerts and dashboard (deploy/observability) watch metrics that exist: every metric and every label an
 * expression names is checked against what a running API exports on GET /metrics (on PostgreSQL, so the pool gauge is
 * there), after the calls that create the series (a readiness probe, a save). Without promtool, the rule file is
 * parsed here and each rule's shape checked; a misspelt metric is caught by the same check.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parse } from 'yaml';
import { endpoints } from '@classroom/shared/contract';
import { buildApp } from '../../api/src/app';
import { openDb, type OpenDb } from '../../api/src/db/client';
import { testPostgres, type TestPostgres } from '../../api/test/api-process';

const DIR = path.resolve(__dirname, '../observability');
const PROMQL_WORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'bool',
  'and',
  'or',
  'unless',
  'offset',
  'inf',
  'nan',
]);

/** Exported series: metric name → the label names its samples carry, and every value of its `route` label. */
type Exported = Map<string, { labels: Set<string>; routes: Set<string> }>;

function parseExposition(text: string): Exported {
  const out: Exported = new Map();
  for (const line of text.split('\n')) {
    // A declared metric without samples yet (a counter no request has moved) is exported too.
    const declared = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) /.exec(line);
    if (declared && !out.has(declared[1]!)) out.set(declared[1]!, { labels: new Set(), routes: new Set() });
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? /.exec(line);
    if (!match) continue;
    const entry = out.get(match[1]!) ?? { labels: new Set<string>(), routes: new Set<string>() };
    for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)) {
      entry.labels.add(key!);
      if (key === 'route') entry.routes.add(value!);
    }
    out.set(match[1]!, entry);
  }
  return out;
}

/** The selectors of a PromQL expression: each metric name with the label names and `=~` patterns it matches on. */
function selectors(expr: string): { metric: string; labels: Record<string, string> }[] {
  const found: { metric: string; labels: Record<string, string> }[] = [];
  // Aggregation clauses name labels, not metrics; ranges and numbers are neither.
  const text = expr.replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, ' ').replace(/\[[^\]]*\]/g, ' ');
  for (const m of text.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)\s*(\{((?:[^}"]|"(?:[^"\\]|\\.)*")*)\})?\s*(\()?/g)) {
    const [, name, braces, inner, call] = m;
    if (call || PROMQL_WORDS.has(name!.toLowerCase())) continue;
    // A label inside braces is reached through its metric's match, never on its own.
    const before = text.slice(0, m.index);
    if ((before.match(/\{/g)?.length ?? 0) > (before.match(/\}/g)?.length ?? 0)) continue;
    const labels: Record<string, string> = {};
    for (const [, key, , value] of (braces ? inner! : '').matchAll(
      /([a-zA-Z_]\w*)\s*(=~|!~|!=|=)\s*"((?:[^"\\]|\\.)*)"/g,
    ))
      labels[key!] = value!;
    found.push({ metric: name!, labels });
  }
  return found;
}

/** What is wrong with `expr` against `exported`: unknown metrics and labels, named; [] when all exist. */
function problems(expr: string, exported: Exported): string[] {
  const list = selectors(expr);
  if (list.length === 0) return [`no metric in ${expr}`];
  return list.flatMap(({ metric, labels }) => {
    const entry = exported.get(metric);
    if (!entry) return [`${metric} is not exported`];
    return Object.keys(labels)
      .filter((l) => !entry.labels.has(l))
      .map((l) => `${metric} has no label ${l}`);
  });
}

interface Rule {
  alert: string;
  expr: string;
  for: string;
  labels: { severity: string };
  annotations: { summary: string; description: string };
}
const rules = (
  parse(readFileSync(path.join(DIR, 'alerts.yml'), 'utf8')) as { groups: { rules: Rule[] }[] }
).groups.flatMap((g) => g.rules);
const dashboard = JSON.parse(readFileSync(path.join(DIR, 'dashboard.json'), 'utf8')) as {
  title: string;
  panels: { title: string; gridPos: object; targets: { expr: string; refId: string }[] }[];
};

let pg: TestPostgres;
let handle: OpenDb;
let app: FastifyInstance;
let exported: Exported;

beforeAll(async () => {
  pg = await testPostgres();
  handle = await openDb({ databaseUrl: pg.url });
  await handle.migrate();
  app = await buildApp({ db: handle.db });
  await app.inject({ method: 'GET', url: '/api/ready' });
  await app.inject({ method: 'POST', url: '/api/exam/v1/save-exam/1/', payload: {} });
  await app.inject({ method: 'POST', url: '/api/exam/v1/submit-exam/1/', payload: {} });
  exported = parseExposition((await app.inject({ method: 'GET', url: '/metrics' })).body);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await handle?.close();
  await pg?.stop();
});

test('alerts.yml: the exam-day alerts, each with a severity, a duration, a summary and a description', () => {
  expect(rules.map((r) => r.alert)).toEqual(
    expect.arrayContaining([
      'PortalApi5xxRate',
      'PortalSaveLatencyP99High',
      'PortalDbPoolWaiting',
      'PortalEventLoopLag',
      'PortalReadinessFlapping',
    ]),
  );
  for (const rule of rules) {
    expect([rule.alert, rule.labels.severity]).toEqual([rule.alert, expect.stringMatching(/^(page|warning)$/)]);
    expect([rule.alert, rule.for]).toEqual([rule.alert, expect.stringMatching(/^\d+[smh]$/)]);
    expect(rule.annotations.summary && rule.annotations.description).toBeTruthy();
  }
});

test('every metric and label the alerts name is one the API exports', () => {
  expect(rules.map((r) => [r.alert, problems(r.expr, exported)])).toEqual(rules.map((r) => [r.alert, []]));
});

test('the dashboard: panels laid out, each query on metrics and labels the API exports', () => {
  expect(dashboard.title).toBeTruthy();
  const queries = dashboard.panels.flatMap((p) => p.targets.map((t) => [p.title, t.expr] as const));
  expect(queries.length).toBeGreaterThanOrEqual(rules.length);
  expect(queries.map(([title, expr]) => [title, problems(expr, exported)])).toEqual(
    queries.map(([title]) => [title, []]),
  );
});

test('the save-latency alert covers every answer-save route and nothing else the API serves', () => {
  const expr = rules.find((r) => r.alert === 'PortalSaveLatencyP99High')!.expr;
  const route = new RegExp(`^(?:${selectors(expr).find((s) => s.labels.route)!.labels.route})$`);
  const saveRoutes = (['saveAnswer', 'bulkSaveAnswers', 'dppSaveAnswer'] as const).map(
    (n) => `/api/${endpoints[n].path}`,
  );
  expect(saveRoutes.filter((r) => !route.test(r))).toEqual([]);
  const served = [...exported.get('http_requests_total')!.routes];
  expect(served).toContain('/api/exam/v1/save-exam/:examId/');
  expect(served.filter((r) => route.test(r))).toEqual(['/api/exam/v1/save-exam/:examId/']);
});

test('a misspelt metric or label is caught by the same check', () => {
  expect(problems('sum(rate(http_request_total[5m]))', exported)).toEqual(['http_request_total is not exported']);
  expect(problems('db_pool_connections{status="waiting"} > 1', exported)).toEqual([
    'db_pool_connections has no label status',
  ]);
});
