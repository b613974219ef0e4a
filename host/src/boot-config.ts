import { configureApi, loadRuntimeConfig } from '@classroom/shared/api';
import { normaliseRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '@classroom/shared/config';
import { INLINE_CONFIG_ID } from './inline-blocks';

/**
 * The runtime config at boot (collapse the waterfall): the copy of /config.json the gateway inlined into
 * index.html — read once, stored for every remote and given to the API client, exactly as `loadRuntimeConfig` does
 * with the fetched file — so the first screen does not wait for a round trip; when absent or unreadable (nginx, the dev
 * server), /config.json is fetched as before. Rejects like `loadRuntimeConfig` (HTTP error, no apiBaseUrl).
 */
export async function bootRuntimeConfig(doc: Document = document): Promise<RuntimeConfig> {
  const element = doc.getElementById(INLINE_CONFIG_ID);
  const text = element?.textContent;
  element?.remove();
  if (text) {
    try {
      const config = normaliseRuntimeConfig(JSON.parse(text));
      setRuntimeConfig(config);
      configureApi(config);
      return config;
    } catch {
      // unreadable: fetch the file below
    }
  }
  return loadRuntimeConfig();
}
