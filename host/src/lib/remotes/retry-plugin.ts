import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The MF retry plugin (ARCHITECTURE §2.3, first of three layers), written against the 2.9.2 runtime's
 * own hooks: the registry only has @module-federation/retry-plugin 0.13/0.17, built on the 0.17 SDK,
 * so none matches this runtime. Same approach as upstream's: retry the manifest fetch, the entry
 * script (`loadEntryError`) and the exposed module's chunks (`getModuleFactory`, which re-requests
 * webpack chunks that failed), each a few times with a growing delay.
 */
export interface RetryOptions {
  retries?: number;
  delayMs?: number;
  /** Told about every failed attempt (tests; the console in the portal). */
  onRetry?: (what: string, attempt: number, error: unknown) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withRetries<T>(
  what: string,
  attemptFn: () => Promise<T>,
  { retries = 2, delayMs = 300, onRetry }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await attemptFn();
    } catch (error) {
      if (attempt >= retries) throw error;
      onRetry?.(what, attempt + 1, error);
      await wait(delayMs * (attempt + 1));
    }
  }
}

export function retryPlugin(options: RetryOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'classroom-retry',
    async fetch(url: string, init: RequestInit) {
      return withRetries(
        String(url),
        async () => {
          const response = await fetch(url, init);
          if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
          return response;
        },
        options,
      );
    },
    async loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      return withRetries(
        remoteInfo.entry,
        async () => {
          delete globalLoading[uniqueKey]; // forget the failed load so the script is requested again
          const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
          if (!exports) throw new Error(`${remoteInfo.entry} did not define ${remoteInfo.name}`);
          return exports;
        },
        options,
      ) as never; // the 2.9.2 typings want a promise of a promise here; the runtime awaits either
    },
    async getModuleFactory({ remoteEntryExports, expose }) {
      return withRetries(`${expose}`, async () => remoteEntryExports.get(expose) as unknown, options) as never;
    },
  };
}
