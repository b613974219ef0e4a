/** The exam-day capacity arithmetic (decision 0012's sizing rule) that docs/OPERATIONS.md's table is printed by. */
import { capacityPlan } from './capacity';

const cost = { startApiMs: 10, startDbMs: 5, saveApiMs: 1, saveDbMs: 1 };

test('a start rush sizes the API by its starts plus the saves of the students already in', () => {
  // 6,000 students in 60 s: 100 starts/s × 10 ms = 1 core, 300 saves/s ÷ 2 × 1 ms = 0.15 core.
  const plan = capacityPlan(cost, { students: 6000, rushS: 60, saveGapS: 20 });
  expect(plan.startsPerS).toBe(100);
  expect(plan.savesPerS).toBe(300);
  expect(plan.apiCoresBusy).toBeCloseTo(1.15);
  expect(plan.apiPods).toBe(Math.ceil(1.15 / 0.6) + 1);
  expect(plan.dbCoresBusy).toBeCloseTo(0.65);
  expect(plan.dbCores).toBe(2);
});

test('a long rush leaves the saves after it as the busiest load', () => {
  const plan = capacityPlan(cost, { students: 6000, rushS: 6000, saveGapS: 2 });
  // 1 start/s (10 ms) + 1,500 saves/s during the rush < 3,000 saves/s after it.
  expect(plan.apiCoresBusy).toBeCloseTo(3);
  expect(plan.dbCores).toBe(8);
});

test('a shorter rush needs more of both', () => {
  const slow = capacityPlan(cost, { students: 20000, rushS: 120, saveGapS: 20 });
  const fast = capacityPlan(cost, { students: 20000, rushS: 30, saveGapS: 20 });
  expect(fast.apiPods).toBeGreaterThan(slow.apiPods);
  expect(fast.dbCores).toBeGreaterThanOrEqual(slow.dbCores);
});
