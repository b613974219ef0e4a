/**
 * The simulated students of the topology test and bench:cluster (deploy/test/students.ts): a reply whose body
 * stalls past the timeout counts as no answer (status 0, then retried), instead of leaving the student waiting for
 * ever and the bench never ending; so does a reply whose connection breaks before its body is complete.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { newRecorder, request } from './students';

const stalling = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': 100 });
  res.write('{"status":true,"data":'); // …and the rest never comes
  if (req.url?.includes('cut')) setImmediate(() => res.socket?.destroy()); // or the connection breaks midway
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(stalling.address() as AddressInfo).port}`;
});

afterAll(async () => {
  stalling.closeAllConnections();
  await new Promise((resolve) => stalling.close(resolve));
});

test('a reply whose body stalls past the timeout is no answer (status 0), recorded as such', async () => {
  const rec = newRecorder();
  const reply = await request(rec, 'save', `${base}/api/exam/v1/save-exam/1/`, { method: 'POST', body: '{}' }, 300);
  expect(reply).toEqual({ status: 0, body: null });
  expect(rec.exchanges.map((e) => e.status)).toEqual([0]);
}, 5_000);

test('a 200 whose connection breaks before its body is complete is no answer (status 0), so never an acknowledged save', async () => {
  const rec = newRecorder();
  const reply = await request(rec, 'save', `${base}/cut/`, { method: 'POST', body: '{}' }, 10_000);
  expect(reply).toEqual({ status: 0, body: null });
  expect(rec.exchanges.map((e) => e.status)).toEqual([0]);
}, 15_000);
