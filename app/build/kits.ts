// Kits: small modules that a family of key screens shares, each family one file. Left to itself,
// rolldown gives every module two screens share a chunk of its own: the records' list screens asked
// for six files of 300–900 bytes, the bank-card list for seven. On a weak network every request
// holds one of the origin's six connections for a round trip at least, whatever its size, and
// Lighthouse's model gives each request in flight an equal share of the link: a file of a few
// hundred bytes takes that share for a round trip and uses little of it (docs/performance.md,
// "Fewer files on the key screens"). A screen that needs one module of a kit loads the whole kit
// (the mall takes the records' summary table and row with its pull to refresh), so kits stay small,
// and take only the modules they list unless they say otherwise.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export interface Kit {
  /** Modules, relative to the app's directory. */
  modules: readonly string[];
  /** Also take what they import statically, unless another group has it (default: only these). */
  withDependencies?: boolean;
}

export const kits: Readonly<Record<string, Kit>> = {
  // The record lists, the month bill and the mall: pull to refresh, the address's filter values,
  // the summary table and row, the month stepper, the range summary and the trade types.
  listKit: {
    modules: [
      'src/components/ListScreen/PullToRefresh.tsx',
      'src/components/ListScreen/usePullGesture.ts',
      'src/components/SummaryTable/SummaryTable.tsx',
      'src/components/RecordRow/RecordRow.tsx',
      'src/components/MonthStepper/Stepper.tsx',
      'src/lib/useSearchValues.ts',
      'src/features/records/components/RangeSummary.tsx',
      'src/features/records/lib/tradeTypes.ts',
    ],
  },
  // The points mall's goods rows and balance, and the links to a good.
  mallKit: {
    modules: [
      'src/features/pointsMall/components/CommodityRow.tsx',
      'src/features/pointsMall/components/CommodityPicture.tsx',
      'src/features/pointsMall/components/PointsBalance.tsx',
      'src/features/pointsMall/lib/links.ts',
    ],
  },
  // The forms' choices and areas: the radio rows, the area picker with its tree, what the server has
  // on file (the card-machine forms start from the business address) and the card-machine forms'
  // address and contact. Apart, the card-machine application's first screen asked for three files
  // more than before them.
  formKit: {
    modules: [
      'src/components/ChoiceGroup/ChoiceGroup.tsx',
      'src/components/AreaPicker/AreaPicker.tsx',
      'src/lib/areaList.ts',
      'src/lib/infoOnFile.ts',
      'src/features/devices/components/ContactFields.tsx',
    ],
    // With what they import that no other group takes: the SDK's area formatting, the contact's rules.
    withDependencies: true,
  },
  // The bank-card fields (number, bank and branch, card scan) and the settlement card's calls, with
  // what they import that no other group takes: the card number's checks, the branch search, the
  // bank list, and the host's missing-call notes (so the compliance inspection's ID-card scan, which
  // needs only those notes, loads this kit too: 2.2 KB). Listed one by one instead, the kit left
  // those in files of their own and the bank-card screens lost half the gain.
  cardKit: {
    modules: [
      'src/components/BankCard/BankCardInput.tsx',
      'src/components/BankCard/BankBranchFields.tsx',
      'src/components/BankCard/branchProblems.ts',
      'src/components/BankCard/useCardScan.ts',
      'src/components/BankCard/useDebounced.ts',
      'src/lib/bank/settlementCardApi.ts',
      'src/features/cards/lib/detectCard.ts',
    ],
    withDependencies: true,
  },
};

/** The kits as rolldown code-splitting groups; a module that does not exist fails the build. */
export function kitGroups(appDir: string, priority: number) {
  return Object.entries(kits).map(([name, kit]) => {
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
  return Object.entries(kits).flatMap(([name, kit]) =>
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
