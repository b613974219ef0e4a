/**
 * Jest transform for @electric-sql/pglite's CommonJS build. That build loads Node built-ins with `await import("fs")`;
 * jest runs CommonJS inside a vm without dynamic-import support unless node gets --experimental-vm-modules, so the
 * import() calls are rewritten to a require() wrapped in a promise (built-ins only; the namespace gets a `default`).
 */
const { createHash } = require('node:crypto');

const IMPORT = /\bimport\(\s*("(?:node:)?[a-z_/]+")\s*\)/g;

module.exports = {
  process(source) {
    // The bundle declares its own local `require` in places, so the module's own require is captured first.
    const code = `const __pgliteRequire = require;\n${source.replace(
      IMPORT,
      (_m, spec) =>
        `Promise.resolve().then(() => { const m = __pgliteRequire(${spec}); return Object.assign({ default: m }, m); })`,
    )}`;
    return { code };
  },
  getCacheKey(source, filename) {
    return createHash('sha256')
      .update('pglite-transform-v2\0')
      .update(filename)
      .update('\0')
      .update(source)
      .digest('hex');
  },
};
