/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_GATEWAY_HOST_MOCK?: string;
  readonly VITE_GATEWAY_HOST_TEST?: string;
  readonly VITE_GATEWAY_HOST_ALPHA?: string;
  readonly VITE_GATEWAY_HOST_PRODUCTION?: string;
  readonly VITE_ENV_HOSTS_MOCK?: string;
  readonly VITE_ENV_HOSTS_TEST?: string;
  readonly VITE_ENV_HOSTS_ALPHA?: string;
}

/** The screens as data, read from the areas' route tables at build time (build/routeTable.ts). */
declare module 'virtual:route-table' {
  /** `[area, pattern, mirror]` in the areas' order (by name), each area's routes as declared; mirror '' for none. */
  const rows: readonly (readonly [area: string, pattern: string, mirror: string])[];
  export default rows;
  /** Each area's title, by area name. */
  export const titles: Readonly<Record<string, string>>;
}
