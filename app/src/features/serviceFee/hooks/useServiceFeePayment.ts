// Paying the service fee: through the host app's wallet where there is one (lib/pay/useWalletPayment),
// else by QR code; in the mini program on its own pay page, by way of the QR code page
// (MiniProgramPayView), which opens the order for the mini program's channel and hands it over.
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ServiceFeeChannel } from '@merchant-h5/sdk';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { PAY_TAPPED } from '../../../lib/host/useMiniProgramPay';
import { useWalletPayment } from '../../../lib/pay/useWalletPayment';
import type { WalletPayment, WalletRefusalTexts } from '../../../lib/pay/useWalletPayment';
import { useOpenServiceFeeOrderMutation } from '../api/serviceFee';
import { WALLET_CHANNEL } from '../lib/walletChannel';

export const NO_WALLET_TEXT = '当前 App 暂不支持钱包支付，未扣款，请使用扫码支付';
export const OLD_APP_TEXT = '当前 App 版本过低，暂不支持钱包支付，请升级 App 或使用扫码支付';

const FEE_REFUSAL_TEXTS: WalletRefusalTexts = { refused: NO_WALLET_TEXT, oldApp: OLD_APP_TEXT };

type Channel = ServiceFeeChannel['channel'];

/** `hasWallet` false: the merchant pays by QR code; `notice.offerQrCode`: the wallet refused, 去扫码支付. */
export type ServiceFeePayment = WalletPayment<Channel>;

/** @example const { pay, paying, notice } = useServiceFeePayment(); void pay('alipay'); */
export function useServiceFeePayment(): ServiceFeePayment {
  const navigate = useNavigate();
  const [openOrder] = useOpenServiceFeeOrderMutation();
  // No wallet here: the QR code page, which in the mini program hands the order to its pay page.
  const toQrCode = useCallback(
    () => void navigate(href(paths.help.qrCodePayPage), { state: PAY_TAPPED }),
    [navigate],
  );
  const options = useMemo(
    () => ({
      scope: 'pay',
      openOrder: (channel: Channel, idempotencyKey: string) =>
        openOrder({ channel, idempotencyKey }).unwrap(),
      channel: (channel: Channel) => WALLET_CHANNEL[channel],
      keyBody: (channel: Channel) => ({ channel }),
      resultHref: (orderNo: string, outcome: 'paid' | 'pending') =>
        href(paths.help.result, {}, { orderNo, outcome }),
      noWallet: toQrCode,
      miniProgram: toQrCode,
      refusalTexts: FEE_REFUSAL_TEXTS,
    }),
    [openOrder, toQrCode],
  );
  return useWalletPayment(options);
}
