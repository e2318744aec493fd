// The endpoint catalogue, one module per endpoint in the app's bundle. A bundler places a module in
// one chunk, whole: when start-up's first calls named five endpoints of a service, the entry carried
// every endpoint of that service any screen used (123 of 159, 3.5 KB of brotli on every first
// screen). Split, each endpoint goes where the code that names it goes, and an area's calls load with
// its screens. The source stays one file per service (sdk/src/endpoints/<service>.ts): each entry
// written `export const name = { … } as const satisfies Endpoint;`, its helpers above the first.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { CATALOGUE, stripSummaries } from './catalogueSummaries.ts';

const ENTRY =
  /^export const (\w+) = \{[^\n]*?(?:\} as const satisfies Endpoint;$|\n[\s\S]*?\n\} as const satisfies Endpoint;$)/gm;
const SUFFIX = '.endpoint.ts';

export interface SplitCatalogue {
  /** What every endpoint's module starts with: the service file's imports and helpers. */
  preamble: string;
  /** Each endpoint's declaration, by name, in the file's order. */
  entries: Map<string, string>;
}

/**
 * A catalogue module's endpoints, apart; null for a module not written entry by entry.
 *
 * @example splitCatalogue(source)?.entries.get('myInfo') // "export const myInfo = { … } as const satisfies Endpoint;"
 */
export function splitCatalogue(source: string): SplitCatalogue | null {
  const matches = [...source.matchAll(ENTRY)];
  if (matches.length === 0) return null;
  const exports = source.match(/^export /gm)?.length ?? 0;
  if (exports !== matches.length)
    throw new Error(
      `catalogueSplit: ${exports - matches.length} export(s) not written as \`export const name = { … } as const satisfies Endpoint;\``,
    );
  return {
    preamble: source.slice(0, matches[0]!.index),
    entries: new Map(matches.map((m) => [m[1]!, m[0]])),
  };
}

/** The module id of one endpoint of the catalogue module `file`. */
export const endpointModuleId = (file: string, name: string) => `${file}.${name}${SUFFIX}`;

/** @example plugins: [catalogueSplit()] */
export function catalogueSplit(): Plugin {
  // Each service file read and split once per build, not once per endpoint of it.
  const splits = new Map<string, SplitCatalogue | null>();
  const read = (file: string) => {
    if (!splits.has(file)) splits.set(file, splitCatalogue(stripSummaries(readFileSync(file, 'utf8'))));
    return splits.get(file)!;
  };
  return {
    name: 'merchant-h5-catalogue-split',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      splits.clear();
    },
    resolveId: (id) =>
      id.endsWith(SUFFIX) && CATALOGUE.test(id.slice(0, id.indexOf('.ts.') + 3)) ? id : null,
    load(id) {
      if (id.endsWith(SUFFIX)) {
        const file = id.slice(0, id.indexOf('.ts.') + 3);
        const name = id.slice(file.length + 1, -SUFFIX.length);
        const split = read(file);
        const entry = split?.entries.get(name);
        if (!split || !entry) throw new Error(`catalogueSplit: no endpoint ${name} in ${file}`);
        return `${split.preamble}${entry}\n`;
      }
      const file = id.split('?')[0]!;
      if (!CATALOGUE.test(file)) return null;
      const split = read(file);
      if (!split) return null;
      return [...split.entries.keys()]
        .map((name) => `export { ${name} } from ${JSON.stringify(endpointModuleId(file, name))};`)
        .join('\n');
    },
  };
}
