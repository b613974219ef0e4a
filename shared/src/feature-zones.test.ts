/** The feature rule's lint zones (decision 0020), computed from an app's folders. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { featureZones } = require('../build/feature-zones.cjs') as typeof import('../build/feature-zones.cjs');

/** The folders an app would have on disk. */
const tree =
  (src: string[]) =>
  (dir: string): string[] =>
    dir === 'app/src' ? src : [];

/** Whether a file under `from` may be imported by a file under `target`, both under app/src/. */
function allowed(zones: ReturnType<typeof featureZones>, target: string, from: string): boolean {
  return !zones.some((zone) => zone.target === `./app/src/${target}` && zone.from.includes(`./app/src/${from}`));
}

it('keeps every feature from importing another, a folder made later included', () => {
  const zones = featureZones('app', tree(['exams', 'results', 'new-feature', 'lib', 'ui', 'data']));
  expect(allowed(zones, 'exams', 'results')).toBe(false);
  expect(allowed(zones, 'results', 'exams')).toBe(false);
  expect(allowed(zones, 'new-feature', 'exams')).toBe(false);
  expect(allowed(zones, 'exams', 'new-feature')).toBe(false);
});

it('lets features import the shared folders, and keeps those from importing any feature', () => {
  const zones = featureZones('app', tree(['exams', 'results', 'lib', 'ui', 'data', 'testing']));
  for (const shared of ['lib', 'ui', 'data', 'testing']) {
    expect(allowed(zones, 'exams', shared)).toBe(true);
    expect(allowed(zones, shared, 'exams')).toBe(false);
    expect(allowed(zones, shared, 'results')).toBe(false);
  }
  expect(allowed(zones, 'lib', 'ui')).toBe(true);
});

it('gives one zone per folder, naming the rule in its message', () => {
  const zones = featureZones('app', tree(['exams', 'results', 'lib']));
  expect(zones.map((zone) => zone.target).sort()).toEqual(['./app/src/exams', './app/src/lib', './app/src/results']);
  expect(zones.every((zone) => zone.message.includes('decision'))).toBe(true);
});
