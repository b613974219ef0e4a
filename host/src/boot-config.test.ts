const loadRuntimeConfig = jest.fn(async () => ({ apiBaseUrl: '/fetched/' }));
const configureApi = jest.fn();
jest.mock('@classroom/shared/api', () => ({
  loadRuntimeConfig: () => loadRuntimeConfig(),
  configureApi: (c: unknown) => configureApi(c),
}));

import { getRuntimeConfig } from '@classroom/shared/config';
import { bootRuntimeConfig } from './boot-config';
import { INLINE_CONFIG_ID } from './inline-blocks';

describe('runtime config at boot', () => {
  beforeEach(() => {
    loadRuntimeConfig.mockClear();
    configureApi.mockClear();
  });

  it('takes the copy inlined in index.html once — stored for the remotes, given to the API client — without a fetch', async () => {
    document.head.innerHTML = `<script type="application/json" id="${INLINE_CONFIG_ID}">${JSON.stringify({ apiBaseUrl: '/api/', links: { careEmail: 'care@example.in' } })}</script>`;
    const config = await bootRuntimeConfig(document);
    expect(config.apiBaseUrl).toBe('/api/');
    expect(config.links.careEmail).toBe('care@example.in');
    expect(getRuntimeConfig()).toEqual(config);
    expect(configureApi).toHaveBeenCalledWith(config);
    expect(loadRuntimeConfig).not.toHaveBeenCalled();
    expect(document.getElementById(INLINE_CONFIG_ID)).toBeNull();
  });

  it('fetches /config.json when the page carries none, or an unreadable one', async () => {
    document.head.innerHTML = '';
    await expect(bootRuntimeConfig(document)).resolves.toEqual({ apiBaseUrl: '/fetched/' });
    document.head.innerHTML = `<script type="application/json" id="${INLINE_CONFIG_ID}">{"links":{}}</script>`;
    await expect(bootRuntimeConfig(document)).resolves.toEqual({ apiBaseUrl: '/fetched/' });
    expect(loadRuntimeConfig).toHaveBeenCalledTimes(2);
  });
});
