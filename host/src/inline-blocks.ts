/**
 * The ids of the JSON data blocks the store gateway inlines into index.html (deploy/src/inline-manifest.ts; decision
 * 0007: no /remotes.json or /config.json round trip before the first screen). Read by the host's entry (early-start.ts)
 * and by the bootstrap (remote-loader.ts, boot-config.ts). A plain module: the entry chunk may import no shared module.
 */
export const INLINE_MANIFEST_ID = 'portal-remotes';
export const INLINE_CONFIG_ID = 'portal-config';
