// Validates Kubernetes manifests against the Kubernetes OpenAPI schemas (kubernetes-models, ESM-only, hence a child
// process of deploy/test/recipes.test.ts). Arguments: YAML files. Prints one JSON line: [{ file, kind, name, error }],
// error null when the object is valid; an apiVersion/kind kubernetes-models does not know is an error too.
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';

const results = [];
for (const file of process.argv.slice(2)) {
  for (const doc of parseAllDocuments(readFileSync(file, 'utf8'))) {
    const object = doc.toJS();
    if (!object) continue;
    const { apiVersion = '', kind = '' } = object;
    const entry = { file, kind, name: object.metadata?.name ?? null, error: null };
    try {
      const { [kind]: Model } = await import(`kubernetes-models/${apiVersion}/${kind}`);
      if (!Model) throw new Error(`kubernetes-models has no ${apiVersion} ${kind}`);
      new Model(object).validate();
    } catch (error) {
      entry.error = String(error.message ?? error).slice(0, 2000);
    }
    results.push(entry);
  }
}
console.log(JSON.stringify(results));
