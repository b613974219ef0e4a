import { activeVersions } from './release-manifest';

const version = (v: string, extra: object = {}) => ({
  url: `/remotes/mfe-exam/${v}/mf-manifest.json`,
  metadata: { version: v },
  ...extra,
});

describe('release manifest /remotes.json (ARCHITECTURE §2.2, Frontend Discovery shape)', () => {
  it('takes the version marked default', () => {
    const active = activeVersions({
      microFrontends: {
        'mfe-exam': [
          version('1.0.0', { deployment: { traffic: 70, default: false } }),
          version('1.1.0', { deployment: { traffic: 30, default: true } }),
        ],
      },
    });
    expect(active['mfe-exam']?.metadata.version).toBe('1.1.0');
  });

  it('without a default, takes the version with the most traffic', () => {
    const active = activeVersions({
      microFrontends: {
        'mfe-exam': [
          version('1.0.0', { deployment: { traffic: 10, default: false } }),
          version('1.1.0', { deployment: { traffic: 90, default: false } }),
        ],
      },
    });
    expect(active['mfe-exam']?.url).toContain('1.1.0');
  });

  it('refuses a malformed manifest, naming the remote', () => {
    expect(() => activeVersions({ microFrontends: { 'mfe-corners': [] } })).toThrow('mfe-corners lists no version');
    expect(() => activeVersions({} as never)).toThrow('microFrontends is missing');
  });
});
