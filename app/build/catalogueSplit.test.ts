import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { catalogueSplit, endpointModuleId, splitCatalogue } from './catalogueSplit';
import { CATALOGUE } from './catalogueSummaries';

const dir = fileURLToPath(new URL('../../sdk/src/endpoints/', import.meta.url));
const modules = readdirSync(dir)
  .filter((file) => CATALOGUE.test(`${dir}${file}`))
  .map((file) => [file, `${dir}${file}`] as const);

/** What is left of `text` without its comments and whitespace. */
const code = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .trim();

describe("the catalogue, one module per endpoint in the app's bundle", () => {
  it('reads every service module of the catalogue', () => {
    expect(modules.map(([file]) => file)).toEqual(
      expect.arrayContaining(['user-service.ts', 'pay-service.ts', 'pos-operation-service.ts']),
    );
  });

  it.each(modules)('%s: each export one module, nothing of the file lost', async (_, file) => {
    const source = readFileSync(file, 'utf8');
    const split = splitCatalogue(source)!;
    // The same names as the module exports, each endpoint's `name` its key.
    const exported = Object.keys((await import(/* @vite-ignore */ file)) as object);
    expect([...split.entries.keys()].sort()).toEqual(exported.sort());
    for (const [name, entry] of split.entries) expect(entry).toContain(`name: '${name}'`);
    // Past the preamble, the file is its entries and comments.
    let rest = source.slice(split.preamble.length);
    for (const entry of split.entries.values()) rest = rest.replace(entry, '');
    expect(code(rest)).toBe('');
    expect(code(split.preamble)).not.toMatch(/\bexport\b/);
    // Each endpoint's module compiles on its own.
    for (const entry of split.entries.values()) {
      const { diagnostics } = ts.transpileModule(`${split.preamble}${entry}`, { reportDiagnostics: true });
      expect(diagnostics ?? []).toEqual([]);
    }
  });

  it('refuses a module with an export written otherwise, and leaves a module without endpoints alone', () => {
    const entry = "export const a = { name: 'a', path: 'x' } as const satisfies Endpoint;";
    expect(splitCatalogue(`const S = 1;\n${entry}\n`)?.entries.get('a')).toBe(entry);
    expect(() => splitCatalogue(`${entry}\nexport function b() {}\n`)).toThrow('1 export(s) not written');
    expect(splitCatalogue('export const limits = 1;\n')).toBeNull();
  });

  it('serves a service module as re-exports of its endpoints’ modules, and each of those', () => {
    const plugin = catalogueSplit();
    const load = plugin.load as (id: string) => string | null;
    const resolve = plugin.resolveId as (id: string) => string | null;
    const [, file] = modules.find(([name]) => name === 'pay-service.ts')!;
    const facade = load(file)!;
    const id = endpointModuleId(file, 'transactionRecordList');
    expect(facade).toContain(`export { transactionRecordList } from ${JSON.stringify(id)};`);
    expect(facade.split('\n')).toHaveLength(splitCatalogue(readFileSync(file, 'utf8'))!.entries.size);
    expect(resolve(id)).toBe(id);
    expect(resolve(`${dir}text-limits.ts`)).toBeNull();
    const one = load(id)!;
    expect(one.match(/^export const (\w+)/gm)).toEqual(['export const transactionRecordList']);
    expect(one).not.toMatch(/\bsummary:/);
    expect(() => load(endpointModuleId(file, 'noSuchCall'))).toThrow('no endpoint noSuchCall');
    expect(load(`${dir}text-limits.ts`)).toBeNull();
  });
});
