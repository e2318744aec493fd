// Kits: small modules that a family of key screens shares, each family one file. Left to itself,
// rolldown gives every module two screens share a chunk of its own: the records' list screens asked
// for six files of 300–900 bytes, the bank-card list for seven. On a weak network every request
// holds one of the origin's six connections for a round trip at least, whatever its size, and
// Lighthouse's model gives each request in flight an equal share of the link: a file of a few
// hundred bytes takes that share for a round trip and uses little of it (docs/performance.md,
// "Fewer files on the key screens"). A screen that needs one module of a kit loads the whole kit
// (the mall takes the records' summary table and row with its pull to refresh), so kits stay small,
// and take only the modules they list unless they say otherwise.
//
// An area's own modules join a kit from its folder: `features/<area>/kits.json` names, for each kit,
// the files (relative to the folder) that travel in it, so the tie between areas a kit makes (the
// mall loads the records' range summary) is written where those modules live. This file declares
// the kits, their order, and the shared modules (components, lib) of each.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export interface Kit {
  /** Modules, relative to the app's directory. */
  modules: readonly string[];
  /** Also take what they import statically, unless another group has it (default: only these). */
  withDependencies?: boolean;
}

/** The kits with their shared modules; the areas' kits.json add theirs (see {@link kitsOf}). */
export const kits: Readonly<Record<string, Kit>> = {
  // The record lists, the month bill and the mall: pull to refresh, the address's filter values,
  // the summary table and row, the month stepper (records: the range summary and the trade types).
  listKit: {
    modules: [
      'src/components/ListScreen/PullToRefresh.tsx',
      'src/components/ListScreen/usePullGesture.ts',
      'src/components/SummaryTable/SummaryTable.tsx',
      'src/components/RecordRow/RecordRow.tsx',
      'src/components/MonthStepper/Stepper.tsx',
      'src/lib/useSearchValues.ts',
    ],
  },
  // The points mall's goods rows and balance, and the links to a good (all the mall's own).
  mallKit: { modules: [] },
  // The forms' choices and areas: the radio rows, the area picker with its tree, what the server has
  // on file (the card-machine forms start from the business address) and the card-machine forms'
  // address and contact (devices). Apart, the card-machine application's first screen asked for
  // three files more than before them.
  formKit: {
    modules: [
      'src/components/ChoiceGroup/ChoiceGroup.tsx',
      'src/components/AreaPicker/AreaPicker.tsx',
      'src/lib/areaList.ts',
      'src/lib/infoOnFile.ts',
    ],
    // With what they import that no other group takes: the SDK's area formatting, the contact's rules.
    withDependencies: true,
  },
  // The bank-card fields (number, bank and branch, card scan) and the settlement card's calls (cards:
  // the card detection), with what they import that no other group takes: the card number's checks,
  // the branch search, the bank list, and the host's missing-call notes (so the compliance
  // inspection's ID-card scan, which needs only those notes, loads this kit too: 2.2 KB). Listed one
  // by one instead, the kit left those in files of their own and the bank-card screens lost half the
  // gain.
  cardKit: {
    modules: [
      'src/components/BankCard/BankCardInput.tsx',
      'src/components/BankCard/BankBranchFields.tsx',
      'src/components/BankCard/branchProblems.ts',
      'src/components/BankCard/useCardScan.ts',
      'src/components/BankCard/useDebounced.ts',
      'src/lib/bank/settlementCardApi.ts',
    ],
    withDependencies: true,
  },
};

/** The file where an area puts its modules into kits: `{ "<kit>": ["components/…", …] }`. */
export const AREA_KITS_FILE = 'kits.json';

/**
 * The kits with the modules each area adds (features/<area>/kits.json, in the areas' order), relative
 * to the app's directory. A kits.json that names a kit not declared here fails the build.
 */
export function kitsOf(appDir: string): Record<string, Kit> {
  const out = Object.fromEntries(
    Object.entries(kits).map(([name, kit]) => [name, { ...kit, modules: [...kit.modules] }]),
  );
  const featuresDir = path.join(appDir, 'src/features');
  if (!existsSync(featuresDir)) return out;
  for (const area of readdirSync(featuresDir).sort()) {
    const file = path.join(featuresDir, area, AREA_KITS_FILE);
    if (!existsSync(file)) continue;
    const declared = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const [name, modules] of Object.entries(declared)) {
      if (name.startsWith('$')) continue;
      const kit = out[name];
      if (!kit)
        throw new Error(
          `kits: features/${area}/${AREA_KITS_FILE} names ${name}, which build/kits.ts does not declare`,
        );
      if (!Array.isArray(modules) || !modules.every((m) => typeof m === 'string'))
        throw new Error(`kits: features/${area}/${AREA_KITS_FILE}: ${name} must be a list of files`);
      kit.modules = [...kit.modules, ...modules.map((m: string) => `src/features/${area}/${m}`)];
    }
  }
  return out;
}

/** The kits as rolldown code-splitting groups; a module that does not exist fails the build. */
/** Every module a kit lists: no other group of the same priority (`common`) may take them. */
export function kitModuleFiles(appDir: string): ReadonlySet<string> {
  return new Set(
    Object.values(kitsOf(appDir)).flatMap((kit) => kit.modules.map((module) => path.resolve(appDir, module))),
  );
}

export function kitGroups(appDir: string, priority: number) {
  return Object.entries(kitsOf(appDir)).map(([name, kit]) => {
    const files = new Set(
      kit.modules.map((module) => {
        const file = path.resolve(appDir, module);
        if (!existsSync(file)) throw new Error(`kits: ${name} lists ${module}, which does not exist`);
        return file;
      }),
    );
    return {
      name,
      test: (id: string) => files.has(path.resolve(id)),
      priority,
      includeDependenciesRecursively: kit.withDependencies ?? false,
    };
  });
}

/**
 * The kits' modules that the build did not put in their kit's chunk (a group of higher priority,
 * or listed earlier, took them; or nothing imports them any more).
 */
export function misplacedKitModules(
  appDir: string,
  chunks: readonly { name: string; moduleIds: readonly string[] }[],
): string[] {
  const chunkOf = new Map<string, string>();
  for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(path.resolve(id), chunk.name);
  return Object.entries(kitsOf(appDir)).flatMap(([name, kit]) =>
    kit.modules.flatMap((module) => {
      const holder = chunkOf.get(path.resolve(appDir, module));
      return holder === name ? [] : [`${module}: in ${holder ?? 'no chunk'}, not ${name}`];
    }),
  );
}

/** Fails the build when a kit's module is not in its kit's chunk. */
export function kitPlacement(appDir: string): Plugin {
  return {
    name: 'merchant-h5-kit-placement',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const wrong = misplacedKitModules(appDir, chunks);
      if (wrong.length) this.error(`kits: ${wrong.join('; ')}`);
    },
  };
}
