// The 401 flow of docs/product.md §8, once however many calls fail together: hide the loading toast, alert
// the decrypted text with 确定, then hand the merchant to the host's login/exit handling.

export interface UnauthorizedFlow {
  hideLoading(): void;
  /** Resolves when the merchant presses 确定. */
  alert(message: string): Promise<void>;
  /** Host app → bridge exitToLogin; mini program → navigateBack. */
  handOff(): void | Promise<unknown>;
}

/**
 * Returns the gateway's `onUnauthorized`: while one alert is open (or its hand-off is running),
 * further 401s join it instead of opening another.
 */
export function createUnauthorizedGate(flow: UnauthorizedFlow): (message: string) => Promise<void> {
  let open: Promise<void> | null = null;
  return (message) => {
    flow.hideLoading();
    open ??= (async () => {
      try {
        await flow.alert(message);
        await flow.handOff();
      } catch {
        // A host that fails the hand-off leaves the merchant on the page; the next 401 alerts again.
      } finally {
        open = null;
      }
    })();
    return open;
  };
}
