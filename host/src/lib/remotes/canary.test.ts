import { bucketOf, studentKey, ANONYMOUS_ID_KEY } from './canary';
import { activeVersions, type ReleaseManifest } from './release-manifest';

const manifest = (canary: number): ReleaseManifest => ({
  microFrontends: {
    'mfe-dashboard': [
      {
        url: '/remotes/mfe-dashboard/1.0.0-old/mf-manifest.json',
        metadata: { version: '1.0.0-old' },
        deployment: { traffic: 100 - canary, default: true },
      },
      {
        url: '/remotes/mfe-dashboard/1.1.0-new/mf-manifest.json',
        metadata: { version: '1.1.0-new' },
        deployment: { traffic: canary, default: false },
      },
    ],
  },
});

describe('canary buckets (docs/decisions/0003)', () => {
  const ids = Array.from({ length: 1000 }, (_, i) => studentKey(100_000 + i));

  it('canary 30 %: 27–33 % of 1,000 students get the new version', () => {
    const onNew = ids.filter(
      (id) => activeVersions(manifest(30), id)['mfe-dashboard']?.metadata.version === '1.1.0-new',
    ).length;
    console.log(`canary 30 %: ${onNew} of 1000 students on the new version`);
    expect(onNew).toBeGreaterThanOrEqual(270);
    expect(onNew).toBeLessThanOrEqual(330);
  });

  it('each student always gets the same version, and a student on a 10 % canary stays on it at 30 %', () => {
    for (const id of ids) {
      const first = activeVersions(manifest(30), id)['mfe-dashboard']?.metadata.version;
      for (let load = 0; load < 3; load++)
        expect(activeVersions(manifest(30), id)['mfe-dashboard']?.metadata.version).toBe(first);
      if (activeVersions(manifest(10), id)['mfe-dashboard']?.metadata.version === '1.1.0-new')
        expect(first).toBe('1.1.0-new');
    }
  });

  it('buckets are spread over 0–99', () => {
    const buckets = new Set(ids.map((id) => bucketOf(id, 'mfe-dashboard')));
    expect(buckets.size).toBe(100);
  });

  it('0 % and 100 % are all or nothing; without a student key the default wins', () => {
    expect(ids.every((id) => activeVersions(manifest(0), id)['mfe-dashboard']?.metadata.version === '1.0.0-old')).toBe(
      true,
    );
    expect(activeVersions(manifest(30))['mfe-dashboard']?.metadata.version).toBe('1.0.0-old');
  });

  it('a signed-out visitor keeps one anonymous id in localStorage', () => {
    window.localStorage.removeItem(ANONYMOUS_ID_KEY);
    const first = studentKey(null);
    expect(first).toMatch(/^anon:/);
    expect(studentKey(undefined)).toBe(first);
    expect(studentKey(42)).toBe('user:42');
  });
});
