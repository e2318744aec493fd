// Why the fee cannot be paid yet, first on the screen, with the way to fix it: the server's reason
// ('请先完成营业执照认证') and, when it is the certification, the link to it.
import { Link } from 'react-router-dom';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';

export const BLOCKED_TITLE = '暂不能缴纳服务费';
export const CERTIFY_TEXT = '去认证';

type OrderControl = EndpointResponse<'deviceServiceFeePreOrderControl'>;

/** Where the merchant removes the blocker; null when the reason names nothing the app can open. */
export function blockerFix(control: OrderControl): string | null {
  // The certification is the one blocker the server names today; an empty reason is that too.
  return !control.reason || control.reason.includes('认证')
    ? href(paths.certification.businessCertificate)
    : null;
}

export function OrderBlockedNotice({ control }: { control: OrderControl }) {
  const fix = blockerFix(control);
  return (
    <section className="mh-fee-blocked" aria-labelledby="fee-blocked-title" data-blocked="">
      <h2 id="fee-blocked-title">{BLOCKED_TITLE}</h2>
      <p>{control.reason || '请先完成营业执照认证'}</p>
      {fix ? (
        <Link className="mh-fee-link" to={fix}>
          {CERTIFY_TEXT} ›
        </Link>
      ) : null}
    </section>
  );
}
