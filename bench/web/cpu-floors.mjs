// The CPU floors of `npm run bench:web`: bare React 19 pages that do the work of a CPU-bound figure without the
// portal, measured in the same run under the same throttling, so that a CPU-bound figure can be read as a ratio on
// any machine (a slower CPU slows the floor as much as the portal). docs/PERFORMANCE.md, "CPU floors".
//
// - the palette floor: 90 tiles and a question panel; a tile click makes its question the current one (the floor of
//   the player's palette click → paint);
// - the DOM floor: paints a heading, fetches the dashboard's rendered DOM as data (captured from the portal in the
//   same run, one request, as the dashboard's data comes after its first paint) and mounts the same elements, classes
//   and text with React in one render (the floor of the dashboard's Total Blocking Time).
import { createServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';

/** Tiles of the palette floor: a JEE Main paper's 90 questions (001 §4.3). */
export const PALETTE_TILES = 90;

const PALETTE_SOURCE = `
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
const TILES = ${PALETTE_TILES};
const STATES = ['not visited', 'not answered', 'answered', 'marked for review'];
function Palette() {
  const [current, setCurrent] = useState(1);
  const [visited, setVisited] = useState(() => new Set([1]));
  const open = (n) => { setCurrent(n); setVisited((v) => new Set(v).add(n)); };
  const tiles = [];
  for (let n = 1; n <= TILES; n++) {
    const state = n === current ? 'not answered' : visited.has(n) ? STATES[n % 4] : 'not visited';
    tiles.push(h('li', { key: n }, h('button', { type: 'button', 'aria-label': 'Question ' + n + ', ' + state, 'aria-current': n === current ? 'true' : undefined, className: 'tile ' + state.replace(/ /g, '-'), onClick: () => open(n) }, n)));
  }
  const options = ['A', 'B', 'C', 'D'].map((o) => h('label', { key: o }, h('input', { type: 'radio', name: 'q' + current }), ' Option ' + o + ' of question ' + current));
  return h('main', null,
    h('section', null, h('h2', null, 'Question ' + current), h('p', null, 'A particle moves along a straight line; question ' + current + ' asks for its speed after t seconds.'), h('fieldset', null, options)),
    h('nav', { 'aria-label': 'Question palette' }, h('ol', null, tiles)));
}
createRoot(document.getElementById('root')).render(h(Palette));
`;

const DOM_SOURCE = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
const root = createRoot(document.getElementById('root'));
const node = (n, key) => (typeof n === 'string' ? n : h(n[0], { key, ...n[1] }, ...n.slice(2).map(node)));
root.render(h('h1', null, 'Classroom'));
fetch('/dom/data.json').then((r) => r.json()).then((tree) => root.render(h('div', null, h('h1', null, 'Classroom'), node(tree, 'tree'))));
`;

/**
 * Reads the element under `selector` in `page` as a tree of plain data: each element `[tag, { className, role,
 * 'aria-label' }, ...children]`, each text a string; scripts, styles and SVG content left out (SVG kept as an empty
 * element). Returns { tree, elements } (elements: the count of elements in the tree).
 */
export async function captureTree(page, selector) {
  return page.evaluate((sel) => {
    let elements = 0;
    const walk = (el) => {
      elements += 1;
      const props = {};
      if (typeof el.className === 'string' && el.className) props.className = el.className;
      for (const name of ['role', 'aria-label', 'href', 'type'])
        if (el.getAttribute(name)) props[name] = el.getAttribute(name);
      const out = [el.tagName.toLowerCase(), props];
      if (el instanceof SVGElement) return out;
      for (const child of el.childNodes) {
        if (child.nodeType === Node.TEXT_NODE && child.textContent.trim()) out.push(child.textContent);
        else if (child.nodeType === Node.ELEMENT_NODE && !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(child.tagName))
          out.push(walk(child));
      }
      return out;
    };
    const tree = walk(document.querySelector(sel));
    return { tree, elements };
  }, selector);
}

/**
 * Builds the two floors with esbuild (minified, production React from `nodePaths`) and serves them brotli-compressed
 * from one server on a free port: `/palette/` and `/dom/` (with `/dom/data.json`, the captured `tree`). Resolves with
 * { paletteUrl, domUrl, close() }.
 */
export async function startCpuFloors({ esbuild, nodePaths, tree, favicon }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'classroom-bench-cpu-floors-'));
  const bundle = async (name, source) => {
    const entry = path.join(dir, `${name}.js`);
    writeFileSync(entry, source);
    const built = await esbuild.build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      write: false,
      format: 'iife',
      target: 'chrome90',
      nodePaths,
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    return Buffer.from(built.outputFiles[0].contents);
  };
  const html = (title, script) =>
    Buffer.from(
      `<!doctype html>\n<html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><link rel="icon" href="${favicon}" /><title>${title}</title><script defer src="${script}"></script></head><body><div id="root"></div></body></html>\n`,
    );
  const raw = {
    '/palette/': ['text/html; charset=utf-8', html('Palette floor', '/palette/main.js')],
    '/palette/main.js': ['text/javascript; charset=utf-8', await bundle('palette', PALETTE_SOURCE)],
    '/dom/': ['text/html; charset=utf-8', html('DOM floor', '/dom/main.js')],
    '/dom/main.js': ['text/javascript; charset=utf-8', await bundle('dom', DOM_SOURCE)],
    '/dom/data.json': ['application/json', Buffer.from(JSON.stringify(tree))],
  };
  rmSync(dir, { recursive: true, force: true });
  const files = Object.fromEntries(
    Object.entries(raw).map(([route, [type, body]]) => [
      route,
      { type, br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }) },
    ]),
  );
  const server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://x').pathname];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, {
      'content-type': file.type,
      'content-encoding': 'br',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
    });
    response.end(file.br);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return { paletteUrl: `${base}/palette/`, domUrl: `${base}/dom/`, close: () => new Promise((r) => server.close(r)) };
}
