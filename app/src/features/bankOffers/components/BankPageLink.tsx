// Leaving for the bank's own page to join an offer: only an address on the allow-list of bank origins
// (config/bankPages) that passes the partner malls' rule (lib/partnerAddress) is followed; any other
// is not offered as a link, and the merchant reads why.
import { BANK_PAGE_ORIGINS } from '../../../config/bankPages';
import { checkPartnerAddress, type AddressRefusal } from '../../../lib/partnerAddress';

export const BANK_PAGE_REFUSED: Record<AddressRefusal, string> = {
  'not-allowed': '该银行页面地址不在允许的银行网址列表中，已阻止跳转。请在银行官方 App 中参与该活动',
  malformed: '该银行页面地址不在允许的银行网址列表中，已阻止跳转。请在银行官方 App 中参与该活动',
  'carries-credentials': '该银行页面地址带有登录凭证，已阻止跳转。请在银行官方 App 中参与该活动',
};

export function BankPageLink({ link }: { link: string }) {
  const check = checkPartnerAddress(link, BANK_PAGE_ORIGINS);
  if (!check.ok)
    return (
      <p className="mh-bank-refused" role="alert">
        {BANK_PAGE_REFUSED[check.reason]}
      </p>
    );
  // Same window; the page's referrer policy (no-referrer) sends the bank nothing of the app's address.
  return (
    <a className="mh-button mh-button--primary mh-button--block" href={check.href} rel="noopener noreferrer">
      去银行页面参与
    </a>
  );
}
