// The banks' own pages the app may leave for from a bank offer: exact https origins, nothing else,
// checked with the partner malls' rule (lib/partnerAddress). The simulator's stand-in banks' origin
// (`*.sim.localhost` resolves to this machine only); no production origin is named yet, so a real
// bank's address is refused until it is listed here, never guessed.
export const BANK_PAGE_ORIGINS: readonly string[] = ['https://bank.sim.localhost'];
