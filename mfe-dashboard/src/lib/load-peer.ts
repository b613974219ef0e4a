/**
 * Loads a module another remote exposes (ARCHITECTURE §3: remotes meet through Module Federation exposes, always with a
 * fallback). The remotes are registered on the host's federation instance (from /remotes.json), so the module is asked
 * of the instance that knows `remote`. Rejects when no instance knows it, when it fails to load, or when what arrives
 * is not a React component (the host's errorLoadRemote hook answers a failed load with fallback lifecycles).
 */
import type { ComponentType } from 'react';

interface FederationInstance {
  options?: { remotes?: { name: string }[] };
  loadRemote<T>(id: string): Promise<T | null>;
}

/** The federation instance that has `remote` registered, or null. */
export function instanceFor(remote: string, globals: unknown = globalThis): FederationInstance | null {
  const instances =
    (globals as { __FEDERATION__?: { __INSTANCES__?: FederationInstance[] } }).__FEDERATION__?.__INSTANCES__ ?? [];
  return instances.find((i) => i.options?.remotes?.some((r) => r.name === remote)) ?? null;
}

/** `remote/expose` (e.g. 'mfe_account', './EnrolmentPayment') as a React component; rejects on any failure. */
export async function loadPeerComponent<P>(
  remote: string,
  expose: string,
  globals: unknown = globalThis,
): Promise<ComponentType<P>> {
  const instance = instanceFor(remote, globals);
  if (!instance) throw new Error(`${remote} is not registered`);
  const module = await instance.loadRemote<{ default?: unknown }>(`${remote}/${expose.replace(/^\.\//, '')}`);
  const component = module?.default ?? module;
  if (typeof component !== 'function' || 'mount' in (component as object))
    throw new Error(`${remote}${expose.slice(1)} is not a component`);
  return component as ComponentType<P>;
}
