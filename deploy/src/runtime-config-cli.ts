/**
 * `npm run runtime-config > config.json`: prints the portal's runtime config (/config.json) from this environment
 * (README 'Runtime config'), for servers that serve it as a file (deploy/nginx/portal.conf RUNTIME_CONFIG_FILE).
 * API_BASE_URL sets apiBaseUrl (default '/api/').
 */
import { runtimeConfigFromEnv } from './runtime-config';

process.stdout.write(
  `${JSON.stringify(runtimeConfigFromEnv(process.env, process.env.API_BASE_URL ?? '/api/'), null, 2)}\n`,
);
