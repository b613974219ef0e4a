// The pages the web benchmark measures: the three floors, then the portal's screens BENCH_PAGES names.
import { PALETTE_TILES } from './cpu-floors.mjs';
import { floorClicks, paletteClicks } from './clicks.mjs';
import { dashboardReady } from './journeys.mjs';

const floors = ['floor', 'palette-floor', 'dom-floor'];

/**
 * [{ key, label, url, ready(page), storageState?, returning?, offline?, watchQuestion?, after?(page), beacon? }], the
 * options of measure.mjs for each page: the floors always, the portal's pages named in `wanted`.
 */
export function pageList({
  floor,
  cpuFloors,
  elements,
  base,
  dashboardState,
  playerState,
  playerUrl,
  dppUrl,
  field,
  wanted,
}) {
  return [
    {
      key: 'floor',
      label: 'bare React 19 floor',
      url: floor.url,
      ready: (p) => p.getByRole('heading', { name: 'Classroom' }).waitFor({ timeout: 120_000 }),
    },
    {
      key: 'palette-floor',
      label: `palette floor (${PALETTE_TILES} tiles)`,
      url: cpuFloors.paletteUrl,
      ready: (p) => p.getByRole('heading', { name: 'Question 1', exact: true }).waitFor({ timeout: 120_000 }),
      after: (p) => floorClicks(p),
    },
    {
      key: 'dom-floor',
      label: `DOM floor (the dashboard's ${elements} elements)`,
      url: cpuFloors.domUrl,
      ready: (p) => p.locator('h1 ~ *').first().waitFor({ timeout: 120_000 }),
    },
    {
      key: 'signin',
      label: 'portal sign-in page',
      url: `${base}/`,
      ready: (p) => p.getByLabel('Mobile number').waitFor({ timeout: 120_000 }),
    },
    {
      key: 'dashboard',
      label: 'dashboard /student (signed in, cold)',
      url: `${base}/student`,
      storageState: dashboardState,
      ready: dashboardReady,
      beacon: field,
    },
    {
      key: 'return',
      label: 'dashboard /student return visit (worker + HTTP cache warm)',
      url: `${base}/student`,
      storageState: dashboardState,
      returning: true,
      ready: dashboardReady,
      beacon: field,
    },
    {
      key: 'offline',
      label: 'dashboard /student opened offline (kept data)',
      url: `${base}/student`,
      storageState: dashboardState,
      returning: true,
      offline: true,
      ready: dashboardReady,
    },
    {
      key: 'player',
      label: 'exam player (started test, cold)',
      url: playerUrl,
      storageState: playerState,
      ready: (p) => p.getByRole('timer').waitFor({ timeout: 120_000 }),
      watchQuestion: true,
      after: (p) => paletteClicks(p),
      beacon: field,
    },
    {
      key: 'dpp',
      label: 'DPP player (started DPP, cold)',
      url: dppUrl,
      storageState: playerState,
      ready: (p) => p.getByRole('timer').waitFor({ timeout: 120_000 }),
      watchQuestion: true,
    },
  ].filter((p) => floors.includes(p.key) || wanted.includes(p.key));
}
