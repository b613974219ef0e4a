/**
 * Canary thresholds per app (decision 0014): a JSON file `{ "default": {…}, "apps": { "mfe-exam": {…} } }` whose
 * entries override DEFAULT_THRESHOLDS field by field (default → the file's default → the app's). The CLI reads
 * `--thresholds FILE`, else $RELEASE_HEALTH_CONFIG, else deploy/release-health.json.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { DEFAULT_THRESHOLDS, type Thresholds } from './analysis';

const partial = z
  .strictObject({
    minPageViews: z.number().int().min(1),
    alpha: z.number().gt(0).lt(1),
    minRateDelta: z.number().min(0).max(1),
    promoteAfterMinutes: z.number().min(0),
    promotePageViews: z.number().int().min(0),
    maxLcpP75IncreaseMs: z.number().min(0),
    maxInpP75IncreaseMs: z.number().min(0),
    intervalSeconds: z.number().gt(0),
    giveUpAfterMinutes: z.number().gt(0),
  })
  .partial();

const file = z.strictObject({ default: partial.optional(), apps: z.record(z.string(), partial).optional() });

/** The thresholds of `app` from the file's text (throws naming the field when the file is malformed). */
export function thresholdsFrom(text: string, app: string, where = 'thresholds file'): Thresholds {
  const parsed = file.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${where}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return { ...DEFAULT_THRESHOLDS, ...parsed.data.default, ...parsed.data.apps?.[app] };
}

/** The thresholds of `app` from a file, or the defaults when the file does not exist. */
export function loadThresholds(path: string, app: string): Thresholds {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ...DEFAULT_THRESHOLDS };
    throw error;
  }
  return thresholdsFrom(text, app, path);
}
