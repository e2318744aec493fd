// Chromium's credentialless iframes (a fresh cookie store per top-level page) are not in React's
// types yet: the phone frame sets the attribute (components/PhoneFrame.tsx).
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged declarations must name React's `T`
  interface IframeHTMLAttributes<T> {
    credentialless?: boolean | undefined;
  }
}
