// A code-splitting group by the import graph: `root` and every module it imports statically,
// directly or through others. rolldown's groups match a module by its id alone; the group's name
// function gets the graph (`ctx.getModuleInfo`), walked once per build. The walk goes through
// barrels (an index that re-exports everything), so it finds more than a build keeps: give the
// group `tags: ['$initial']` as well, and it takes only what a start really loads.
import type { Plugin } from 'vite';

interface GraphContext {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
}

function reachable(root: string, ctx: GraphContext): Set<string> {
  const seen = new Set<string>([root]);
  const queue = [root];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) {
      // A module something imports dynamically starts a chunk of its own (the TOKEN's RSA seal,
      // re-exported by the SDK's index but loaded only by the first call).
      if (!seen.has(next) && !ctx.getModuleInfo(next)?.dynamicImporters.length) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/**
 * `also`: other modules the group takes, by id (the page's own entry module, index.html).
 *
 * @example
 * const shell = staticGroup('shell', here('src/app/startup/bootstrap.tsx'));
 * // plugins: [shell.plugin], codeSplitting: { groups: [{ name: shell.name, tags: ['$initial'], priority: 1 }] }
 */
export function staticGroup(group: string, root: string, also: readonly string[] = []) {
  let members: Set<string> | null = null;
  const plugin: Plugin = {
    name: `merchant-h5-static-group-${group}`,
    apply: 'build',
    buildStart() {
      members = null;
    },
  };
  const name = (id: string, ctx: GraphContext): string | null => {
    members ??= reachable(root, ctx);
    return members.has(id) || also.includes(id) ? group : null;
  };
  return { plugin, name };
}
