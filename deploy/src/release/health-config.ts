/**
 * Canary thresholds per app (decision 0014): a JSON file `{ "default": {…}, "apps": { "mfe-exam": {…} } }` whose
 * entries override DEFAULT_THRESHOLDS field by field (default → the file's default → the app's). The CLI reads
 * `--thresholds FILE`, else $RELEASE_HEALTH_CONFIG, else deploy/release-health.json. $RELEASE_WEBHOOK_URL, when set,
 * is the webhook (a Slack URL is a secret: it belongs in the environment, not in git).
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { DEFAULT_THRESHOLDS, type Thresholds } from './analysis';

const partial = z
  .strictObject({
    steps: z
      .array(z.number().int().min(1).max(100))
      .min(1)
      .refine((s) => s.every((v, i) => i === 0 || v > s[i - 1]!) && s[s.length - 1] === 100, {
        message: 'steps must rise and end at 100',
      }),
    minSamples: z.number().int().min(1),
    alpha: z.number().gt(0).lt(1),
    mixtureSd: z.number().gt(0).max(1),
    minRateDelta: z.number().min(0).max(1),
    stepMinutes: z.number().min(0),
    lcpP75LimitMs: z.number().gt(0),
    inpP75LimitMs: z.number().gt(0),
    maxLcpP75Increase: z.number().min(0),
    maxInpP75Increase: z.number().min(0),
    intervalSeconds: z.number().gt(0),
    deadlineMinutes: z.number().gt(0),
    webhookUrl: z.url({ protocol: /^https?$/ }),
  })
  .partial();

const file = z.strictObject({ default: partial.optional(), apps: z.record(z.string(), partial).optional() });

/** The thresholds of `app` from the file's text (throws naming the field when the file is malformed). */
export function thresholdsFrom(text: string, app: string, where = 'thresholds file'): Thresholds {
  const parsed = file.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${where}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const webhookUrl = process.env.RELEASE_WEBHOOK_URL;
  return {
    ...DEFAULT_THRESHOLDS,
    ...(webhookUrl ? { webhookUrl } : {}),
    ...parsed.data.default,
    ...parsed.data.apps?.[app],
  };
}

/** The thresholds of `app` from a file, or the defaults when the file does not exist. */
export function loadThresholds(path: string, app: string): Thresholds {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return thresholdsFrom('{}', app, path);
    throw error;
  }
  return thresholdsFrom(text, app, path);
}
