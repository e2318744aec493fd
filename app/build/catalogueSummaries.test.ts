import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, stripSummaries } from './catalogueSummaries';

const dir = fileURLToPath(new URL('../../sdk/src/endpoints/', import.meta.url));
const modules = readdirSync(dir)
  .map((file) => `${dir}${file}`)
  .filter((file) => CATALOGUE.test(file));

describe("the app's build leaves the catalogue's summaries out", () => {
  it('takes every module of the catalogue that writes a summary, not its types or tests', () => {
    const writers = readdirSync(dir).filter(
      (file) => !file.endsWith('types.ts') && readFileSync(`${dir}${file}`, 'utf8').includes("summary: '"),
    );
    expect(modules.map((file) => file.slice(dir.length))).toEqual(writers);
    expect(CATALOGUE.test(`${dir}pay-service.types.ts`)).toBe(false);
    expect(CATALOGUE.test(`${dir}pay-service.io.ts`)).toBe(false);
    expect(CATALOGUE.test(`${dir}endpoints.test.ts`)).toBe(false);
  });

  it.each(modules.map((file) => [file.slice(dir.length), file]))(
    '%s: every summary, and nothing else',
    (_, file) => {
      const source = readFileSync(file, 'utf8');
      const stripped = stripSummaries(source);
      expect(stripped).not.toMatch(/\bsummary:/);
      // Still a module that parses, with each endpoint's other fields as they were.
      const { diagnostics } = ts.transpileModule(stripped, { reportDiagnostics: true });
      expect(diagnostics ?? []).toEqual([]);
      for (const field of ['name', 'service', 'path', 'method'])
        expect(stripped.match(new RegExp(`\\b${field}: `, 'g'))?.length, field).toBe(
          source.match(new RegExp(`\\b${field}: `, 'g'))?.length,
        );
      expect(stripped.split('\n')).toHaveLength(source.split('\n').length);
    },
  );

  it('reads a summary with a quote or a comma in it, on one line or alone', () => {
    expect(stripSummaries("a: { path: 'x', summary: '列表, \\'全部\\'' },")).toBe("a: { path: 'x',  },");
    expect(stripSummaries("    method: 'GET',\n    summary: '月账单（query monthDate=YYYYMM）',\n  },")).toBe(
      "    method: 'GET',\n    \n  },",
    );
  });
});
