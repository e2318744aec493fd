// The address of the agreements to sign. The mirror's serviceAgreementNew needs {isAutoAudit}
// (docs/product.md §2), so inside the mini-program mirror the link is built on the mirror's own
// pattern; elsewhere on the main one.
import type { MerchType } from '@merchant-h5/sdk';
import { isMirrorPath } from '../../../../config/mirror';
import { href, paths } from '../../../../config/paths';
import { useRoutePattern } from '../../../../lib/routePattern';

export interface AgreementParams {
  operationId: string;
  merchType: MerchType;
  isAutoAudit: '0' | '1';
  businessAutoSwitch: '0' | '1';
}

export const MERCH_TYPE_NAMES: Record<MerchType, string> = {
  '01': '个体工商户',
  '02': '小微商户',
  '03': '企业商户',
};

export const isMerchType = (v: string | undefined): v is MerchType => v === '01' || v === '02' || v === '03';

/** '1'/'0' from the route; anything else is left to the server's default. */
export const flagParam = (v: string | undefined): '0' | '1' | undefined =>
  v === '0' || v === '1' ? v : undefined;

export function useAgreementHref(): (params: AgreementParams) => string {
  const routed = useRoutePattern();
  const inMirror = routed !== null && isMirrorPath(routed);
  return (params) =>
    inMirror
      ? href(paths.mirror.serviceAgreementNew, params)
      : href(paths.certification.serviceAgreementNew, params);
}
