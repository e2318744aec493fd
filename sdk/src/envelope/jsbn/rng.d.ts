// jsencrypt 3.5.4's lib/lib/jsbn/rng.d.ts, unchanged but for this line and Prettier's layout.
export declare class SecureRandom {
  nextBytes(ba: number[]): void;
}
