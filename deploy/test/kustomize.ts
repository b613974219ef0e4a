/**
 * deploy/k8s as `kubectl apply -k` sends it: rendered by `kubectl kustomize` when kubectl is installed, else by
 * `renderKustomization`, which reads the kustomization.yaml files with a YAML parser and applies the few features the
 * recipe uses (nested resources, nameSuffix, configMapGenerator with files and no hash suffix, images, labels).
 * recipes.test.ts checks that both agree where kubectl exists.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/** A Kubernetes object as parsed YAML (its shape is what the Kubernetes schemas check). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed YAML whose shape the schema validation holds
export type K8sObject = Record<string, any>;

interface Kustomization {
  resources?: string[];
  nameSuffix?: string;
  configMapGenerator?: { name: string; files?: string[] }[];
  images?: { name: string; newName?: string; newTag?: string }[];
  labels?: { pairs: Record<string, string> }[];
}

/** The objects of the kustomization in `dir`, rendered without kubectl (see the module comment). */
export function renderKustomization(dir: string): K8sObject[] {
  const k = parse(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as Kustomization;
  const objects: K8sObject[] = [];
  for (const resource of k.resources ?? []) {
    const full = path.join(dir, resource);
    if (statSync(full).isDirectory()) objects.push(...renderKustomization(full));
    else
      objects.push(
        ...parseAllDocuments(readFileSync(full, 'utf8'))
          .map((d) => d.toJS() as K8sObject)
          .filter(Boolean),
      );
  }
  for (const generator of k.configMapGenerator ?? []) {
    const data = Object.fromEntries(
      (generator.files ?? []).map((spec) => {
        const [key, file = key] = spec.split('=');
        return [key, readFileSync(path.join(dir, file!), 'utf8')];
      }),
    );
    objects.push({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: generator.name }, data });
  }
  for (const o of objects) {
    if (k.nameSuffix) o.metadata.name += k.nameSuffix;
    for (const { pairs } of k.labels ?? []) o.metadata.labels = { ...o.metadata.labels, ...pairs };
    for (const c of podContainers(o)) {
      const image = k.images?.find((i) => i.name === c.image.split(':')[0]);
      if (image) c.image = `${image.newName ?? image.name}:${image.newTag ?? c.image.split(':')[1] ?? 'latest'}`;
    }
  }
  return objects;
}

/** The containers of a Deployment's or Job's pod template ([] for other kinds). */
export function podContainers(o: K8sObject): K8sObject[] {
  return [...(o.spec?.template?.spec?.initContainers ?? []), ...(o.spec?.template?.spec?.containers ?? [])];
}

/** `kubectl kustomize <dir>` when kubectl is installed, else null. */
export function kubectlKustomize(dir: string): K8sObject[] | null {
  const kubectl = ['/usr/bin/kubectl', '/usr/local/bin/kubectl'].find((p) => existsSync(p));
  if (!kubectl) return null;
  const out = spawnSync(kubectl, ['kustomize', dir], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`kubectl kustomize ${dir} failed:\n${out.stderr}`);
  return parseAllDocuments(out.stdout).map((d) => d.toJS() as K8sObject);
}

/** deploy/k8s rendered (kubectl when present, else `renderKustomization`). */
export function renderK8s(dir: string): K8sObject[] {
  return kubectlKustomize(dir) ?? renderKustomization(dir);
}
