import type { Configuration } from 'webpack';

export interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
  strictVersion: boolean;
}
export function sharedSingletons(dependencies: Record<string, string>): Record<string, SharedSingleton>;
export function federationName(appName: string): string;
export const FIRST_SCREEN_LAYER: string;
export const FIRST_SCREEN_CONTRACT: RegExp;
export function cssModuleIdent(appName: string): string;
export function createWebpackConfig(options: {
  dir: string;
  appName: string;
  devPort: number;
  exposes?: Record<string, string>;
  title?: string;
  apiProxyTarget?: string;
}): (env: unknown, argv: { mode?: string }) => Configuration;
