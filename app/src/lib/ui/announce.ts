// antd-mobile renders toasts inside an aria-hidden mask, so screen readers never hear them: the
// toaster also writes each message into a visually hidden live region.

export function createAnnouncer(doc: Document = document): (message: string) => void {
  let region: HTMLElement | null = null;
  return (message) => {
    if (!region || !region.isConnected) {
      region = doc.createElement('div');
      region.setAttribute('role', 'status');
      region.setAttribute('aria-live', 'polite');
      region.className = 'mh-visually-hidden';
      region.style.cssText =
        'position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;';
      doc.body.appendChild(region);
    }
    region.textContent = message;
  };
}
