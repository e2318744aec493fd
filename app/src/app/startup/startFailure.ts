// When the rest of start-up does not arrive (the connection dropped while it downloaded) or fails,
// the merchant gets the load-error page instead of an endless spinner. It is drawn without React,
// which may be what did not arrive, with the classes of <StatusPage>; 重试 loads the page again.
import { LOAD_ERROR_TEXT } from '../../components/feedback/loadErrorText';

/** @example showStartFailure(container, () => location.reload()); */
export function showStartFailure(container: Element, retry: () => void): void {
  const doc = container.ownerDocument;
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) => {
    const node = doc.createElement(tag);
    node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const page = element('main', 'mh-status-page');
  page.dataset.screen = 'load-error';
  const button = element('button', 'mh-status-page__action', LOAD_ERROR_TEXT.retry);
  button.type = 'button';
  button.addEventListener(
    'click',
    () => {
      button.disabled = true;
      button.setAttribute('aria-busy', 'true');
      button.textContent = LOAD_ERROR_TEXT.retrying;
      retry();
    },
    { once: true },
  );
  page.append(
    element('h1', 'mh-status-page__title', LOAD_ERROR_TEXT.title),
    element('p', 'mh-status-page__description', LOAD_ERROR_TEXT.description),
    button,
  );
  container.textContent = '';
  container.append(page);
}
