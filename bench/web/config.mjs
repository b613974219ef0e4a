// The web benchmark's options (environment; the list is in run.mjs) and the tools it drives: Debian's Chromium through
// Playwright, esbuild for the floors.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../scripts/build.mjs';
import { CPU_SLOWDOWN } from './stats.cjs';

export { ROOT };
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** 1: plain HTTP/1.1, the default; 2: HTTPS with HTTP/2 (HTTP/1.1 through ALPN), BENCH_HTTP=2 (decision 0031). */
export const HTTP_VERSION = process.env.BENCH_HTTP === '2' ? 2 : 1;
export const API_PORT = Number(process.env.BENCH_API_PORT ?? 3501);
export const GATEWAY_PORT = Number(process.env.BENCH_GATEWAY_PORT ?? 8501);
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** CPU slowdowns to measure at: 4× (the figures' goals) and 6× (a low-end Android phone). */
export const CPU_RATES = (process.env.BENCH_CPU ?? `${CPU_SLOWDOWN},6`).split(',').map(Number);
/** BENCH_TRACE=<folder>: each load's Chrome performance trace is saved there (open it in DevTools' Performance panel). */
export const TRACE_DIR = process.env.BENCH_TRACE;
export const VIEWPORT = { width: 390, height: 844 };
/** The page counts as settled after this long without a request or a long task (ms). */
export const SETTLE_MS = 2500;
export const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');
export const esbuild = createRequire(path.join(ROOT, 'package.json'))('esbuild');
/** Palette clicks measured per run: enough for a p95 that one slow click does not decide alone. */
export const PALETTE_CLICKS = Number(process.env.BENCH_PALETTE_CLICKS ?? 24);
/** Where the floors' esbuild finds React (the host's copy, the one the portal ships). */
export const NODE_PATHS = [path.join(ROOT, 'host', 'node_modules')];

export const FAVICON =
  'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 32 32%22%3E%3Crect width=%2232%22 height=%2232%22 rx=%228%22 fill=%22%231f4fd1%22/%3E%3C/svg%3E';
