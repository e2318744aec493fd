// Types of engine-syntax.mjs, for the TypeScript tests that check built files with it.
export interface Versions {
  chrome: number;
  safari_ios: number;
}
export interface Finding {
  feature: string;
  at: number;
  needs: Versions;
}
export const FEATURES: Record<string, Versions>;
export function tooNewSyntax(code: string, oldest: Versions, sourceType?: 'module' | 'script'): Finding[];
