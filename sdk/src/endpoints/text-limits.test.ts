// Every string field of every request in the catalogue is either free text with a limit (its
// endpoint's `limits`) or named in PLAIN_FIELDS. The request types are read with the TypeScript
// checker, so a string field added to a request type without a limit or a kind fails here.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from './index';
import { PLAIN_FIELDS } from './plain-fields';
import { TEXT_LIMITS, type TextLimit } from './text-limits';

const ioFile = fileURLToPath(new URL('./io.ts', import.meta.url));

/** The string fields of each request (body and query), as `limits` keys name them. */
function requestStringFields(): Map<string, string[]> {
  const program = ts.createProgram([ioFile], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const io = program
    .getSourceFile(ioFile)!
    .statements.find(
      (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'EndpointIo',
    )!;
  const isEnum = (t: ts.Type) => (t.flags & (ts.TypeFlags.StringLiteral | ts.TypeFlags.BooleanLiteral)) !== 0;

  const collect = (type: ts.Type, path: string, into: Set<string>): void => {
    const parts = (type.isUnion() ? type.types : [type]).filter(
      (t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)),
    );
    if (parts.every(isEnum)) return; // a closed set of codes
    for (const t of parts) {
      if (t.flags & ts.TypeFlags.String) into.add(path);
      else if (checker.isArrayType(t))
        collect(checker.getTypeArguments(t as ts.TypeReference)[0]!, path, into);
      else if (t.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))
        for (const p of t.getProperties())
          collect(checker.getTypeOfSymbol(p), path ? `${path}.${p.name}` : p.name, into);
    }
  };

  const fields = new Map<string, string[]>();
  for (const entry of checker.getTypeAtLocation(io).getProperties()) {
    const shape = checker.getTypeOfSymbol(entry);
    const into = new Set<string>();
    for (const side of ['body', 'query']) {
      const part = shape.getProperty(side);
      if (part) collect(checker.getTypeOfSymbol(part), '', into);
    }
    fields.set(entry.name, [...into].sort());
  }
  return fields;
}

const plain = new Set<string>(Object.values(PLAIN_FIELDS).flat());
const lastSegment = (path: string) => path.slice(path.lastIndexOf('.') + 1);
const limitsOf = (name: string): Readonly<Record<string, TextLimit>> =>
  (endpoints[name as EndpointName] as { limits?: Readonly<Record<string, TextLimit>> }).limits ?? {};

describe('free text in the catalogue', () => {
  let fields = new Map<string, string[]>();
  // Building the program takes seconds, more on a busy machine than a hook's default 10 s.
  beforeAll(() => {
    fields = requestStringFields();
  }, 60_000);

  it('reads every endpoint’s request, nested objects, arrays and unions included', () => {
    expect([...fields.keys()].sort()).toEqual(Object.keys(endpoints).sort());
    expect(fields.get('merchantAccessIncom')).toContain('legalPersonInfo.identityName');
    expect(fields.get('deviceReplace')).toContain('pictureIds');
    expect(fields.get('certificationSubmitCertification')).toContain('name');
    expect(fields.get('appMessageQuery')).not.toContain('type'); // a union of codes is no free text
  });

  it('gives every string field of a request a limit or a kind', () => {
    const unclassified = [...fields].flatMap(([name, paths]) =>
      paths.filter((p) => !(p in limitsOf(name)) && !plain.has(lastSegment(p))).map((p) => `${name}: ${p}`),
    );
    expect(unclassified).toEqual([]);
  });

  it('limits only fields the request has, never one named as an id or a code, with a rule of the vocabulary', () => {
    const rules: readonly TextLimit[] = Object.values(TEXT_LIMITS);
    for (const [name, paths] of fields) {
      for (const [path, rule] of Object.entries(limitsOf(name))) {
        expect(paths, `${name}.limits.${path}`).toContain(path);
        expect(plain.has(lastSegment(path)), `${name}.limits.${path}`).toBe(false);
        expect(rules, `${name}.limits.${path}`).toContain(rule);
      }
    }
  });

  it('keeps each rule a positive whole length', () => {
    for (const rule of Object.values(TEXT_LIMITS)) {
      expect(Number.isInteger(rule.maxLength) && rule.maxLength > 0).toBe(true);
    }
  });
});
