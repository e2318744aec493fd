// A way to reach a person: the host app's customer-service page through the bridge; where there is
// no bridge (mini program, official account, a browser) or the host refuses, the service phone.
import { useState } from 'react';
import { apiErrorText } from '../lib/hostError';
import { useHost } from '../../../lib/host/useHost';
import { SERVICE_PHONE } from '../lib/categories';

export const CUSTOMER_SERVICE_PAGE = 'customerService';

export function ContactService() {
  const { native } = useHost();
  const [refused, setRefused] = useState<string | null>(null);
  const open = () => {
    setRefused(null);
    native?.openNativePage(CUSTOMER_SERVICE_PAGE).catch((e: unknown) => setRefused(apiErrorText(e)));
  };
  return (
    <section className="mh-help-contact" aria-labelledby="help-contact-title">
      <h2 id="help-contact-title">没有找到答案？</h2>
      {native ? (
        <button type="button" className="mh-button mh-button--primary mh-button--block" onClick={open}>
          联系在线客服
        </button>
      ) : (
        <p className="mh-help-note">当前环境暂不支持在线客服，请拨打客服电话。</p>
      )}
      {refused ? (
        <p className="mh-help-note" role="alert">
          {refused}，请拨打客服电话。
        </p>
      ) : null}
      <a className="mh-help-link" href={`tel:${SERVICE_PHONE}`}>
        客服电话 {SERVICE_PHONE}
      </a>
    </section>
  );
}
