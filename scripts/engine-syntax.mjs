// Finds syntax in built JavaScript that the declared engine target (.browserslistrc) cannot parse or
// run: one such expression makes a whole file a SyntaxError there, and the app never starts. The
// build lowers syntax to the target (app: Vite's build.target; SDK: tsup's target); this proves it,
// on the files as they ship, with the first version of Chrome and of iOS Safari that has each
// feature (MDN's browser-compat-data).
import { parse } from 'acorn';
import { fullAncestor } from 'acorn-walk';

/** @typedef {{ chrome: number, safari_ios: number }} Versions */
/** @typedef {{ feature: string, at: number, needs: Versions }} Finding */

/** The features a 2020-era engine may lack, and the versions that first have them. */
export const FEATURES = {
  'logical assignment (||= &&= ??=)': { chrome: 85, safari_ios: 14 },
  'static class field': { chrome: 72, safari_ios: 14.5 },
  'private class field (#x)': { chrome: 74, safari_ios: 14.5 },
  'private class method (#m())': { chrome: 84, safari_ios: 15 },
  'private field check (#x in o)': { chrome: 91, safari_ios: 15 },
  'class static block': { chrome: 94, safari_ios: 16.4 },
  'top-level await': { chrome: 89, safari_ios: 15 },
  'regular expression lookbehind': { chrome: 62, safari_ios: 16.4 },
  'regular expression flag d': { chrome: 90, safari_ios: 15 },
  'regular expression flag v': { chrome: 112, safari_ios: 17 },
  'string module export name': { chrome: 88, safari_ios: 14.5 },
  'export * as namespace': { chrome: 72, safari_ios: 14.5 },
  'import attributes': { chrome: 123, safari_ios: 17.2 },
};

const LOGICAL_ASSIGNMENT = new Set(['||=', '&&=', '??=']);

/** @param {any} node @param {any[]} ancestors @returns {string | undefined} */
function featureOf(node, ancestors) {
  switch (node.type) {
    case 'AssignmentExpression':
      return LOGICAL_ASSIGNMENT.has(node.operator) ? 'logical assignment (||= &&= ??=)' : undefined;
    case 'PropertyDefinition':
      if (node.key.type === 'PrivateIdentifier') return 'private class field (#x)';
      return node.static ? 'static class field' : undefined;
    case 'MethodDefinition':
      return node.key.type === 'PrivateIdentifier' ? 'private class method (#m())' : undefined;
    case 'BinaryExpression':
      return node.left.type === 'PrivateIdentifier' ? 'private field check (#x in o)' : undefined;
    case 'StaticBlock':
      return 'class static block';
    case 'AwaitExpression':
    case 'ForOfStatement':
      if (node.type === 'ForOfStatement' && !node.await) return undefined;
      return ancestors.some((a) => /Function/.test(a.type)) ? undefined : 'top-level await';
    case 'Literal':
      if (!node.regex) return undefined;
      if (/(^|[^\\])\(\?<[=!]/.test(node.regex.pattern)) return 'regular expression lookbehind';
      if (node.regex.flags.includes('d')) return 'regular expression flag d';
      return node.regex.flags.includes('v') ? 'regular expression flag v' : undefined;
    case 'ImportDeclaration':
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration':
      // acorn-walk does not visit specifiers: they are read here.
      if (node.attributes?.length) return 'import attributes';
      if (node.type === 'ExportAllDeclaration' && node.exported?.type === 'Identifier')
        return 'export * as namespace';
      return [
        node.exported,
        ...(node.specifiers ?? []).flatMap((s) => [s.exported, s.imported, s.local]),
      ].some((name) => name?.type === 'Literal')
        ? 'string module export name'
        : undefined;
    case 'ImportExpression':
      return node.options ? 'import attributes' : undefined;
    default:
      return undefined;
  }
}

/**
 * The features in `code` that an engine older than `oldest` lacks.
 *
 * @param {string} code
 * @param {Versions} oldest e.g. { chrome: 83, safari_ios: 14 }
 * @param {'module' | 'script'} [sourceType]
 * @returns {Finding[]}
 * @example tooNewSyntax('a ??= 1', { chrome: 83, safari_ios: 14 }) // [{ feature: 'logical assignment …', at: 0, … }]
 */
export function tooNewSyntax(code, oldest, sourceType = 'module') {
  const ast = parse(code, { ecmaVersion: 'latest', sourceType, allowHashBang: true });
  /** @type {Finding[]} */
  const findings = [];
  fullAncestor(ast, (node, _state, ancestors) => {
    const feature = featureOf(node, ancestors);
    if (!feature) return;
    const needs = FEATURES[feature];
    if (needs.chrome > oldest.chrome || needs.safari_ios > oldest.safari_ios)
      findings.push({ feature, at: node.start, needs });
  });
  return findings;
}
