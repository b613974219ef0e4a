/**
 * The exam-day capacity plan computed from the per-core figures (./per-core): how many API pods (one API process,
 * one core each) and how many PostgreSQL cores keep a start rush and the saves after it below a target utilisation.
 * Below it a request's queueing stays a small multiple of its own CPU time (an M/M/c queue's wait grows as
 * 1 ÷ (1 − utilisation)), far inside start p99 ≤ 2 s and save p99 ≤ 250 ms; near 1 it is unbounded (decision 0012).
 */

/** CPU milliseconds one exam start (the start call and the question list) and one save cost the API and PostgreSQL. */
export interface PathCost {
  startApiMs: number;
  startDbMs: number;
  saveApiMs: number;
  saveDbMs: number;
}

/** `students` start within `rushS` seconds, then each saves an answer every `saveGapS` seconds. */
export interface Scenario {
  students: number;
  rushS: number;
  saveGapS: number;
}

export interface Plan {
  startsPerS: number;
  /** Saves per second at the peak: every student started and saving. */
  savesPerS: number;
  /** API cores busy in the busiest minute (the rush: starts plus the saves of the half already started), unrounded. */
  apiCoresBusy: number;
  /** Pods of one core to run: the busy cores ÷ the target utilisation, rounded up, plus one to lose in a restart. */
  apiPods: number;
  dbCoresBusy: number;
  /** PostgreSQL cores: the busy cores ÷ the target utilisation, rounded up to a machine size (2, 4, 8, 16, 32, 64). */
  dbCores: number;
}

const SIZES = [2, 4, 8, 16, 32, 64];

/** The plan for `scenario` at `cost`; `api`/`db` are the target utilisations (0.6 and 0.5: PostgreSQL is the one shared part). */
export function capacityPlan(cost: PathCost, scenario: Scenario, target = { api: 0.6, db: 0.5 }): Plan {
  const startsPerS = scenario.students / scenario.rushS;
  const savesPerS = scenario.students / scenario.saveGapS;
  // During the rush, on average half the students have started and save.
  const busy = (startMs: number, saveMs: number) =>
    Math.max(startsPerS * startMs + (savesPerS / 2) * saveMs, savesPerS * saveMs) / 1000;
  const apiCoresBusy = busy(cost.startApiMs, cost.saveApiMs);
  const dbCoresBusy = busy(cost.startDbMs, cost.saveDbMs);
  const dbNeeded = dbCoresBusy / target.db;
  return {
    startsPerS,
    savesPerS,
    apiCoresBusy,
    apiPods: Math.ceil(apiCoresBusy / target.api) + 1,
    dbCoresBusy,
    dbCores: SIZES.find((size) => size >= dbNeeded) ?? Math.ceil(dbNeeded),
  };
}
