// Whether the host app will announce payments (its notification switch: phone-as-POS's status, the
// push settings), and a way to its settings — through the bridge, with docs/product.md §6 gates: the status needs app
// version 319 or above, opening the settings above 331. Each gate or a missing bridge gets a line.
import { useCallback, useEffect, useState } from 'react';
import { isVersionGateError } from '@merchant-h5/sdk';
import { useHost } from './useHost';

export const NO_HOST_TEXT = '请在商户 App 内开启收款通知';
export const OLD_STATUS_TEXT = '当前 App 版本过低，无法查询通知状态，请升级 App';
export const OLD_SETTINGS_TEXT = '当前 App 版本不支持直接打开通知设置，请在手机“设置”中开启通知';
export const UNKNOWN_TEXT = '暂时无法查询通知状态';

export interface ReceiptNotifications {
  /** 'on' / 'off' as the host reports, or a line saying why it cannot. */
  status: 'on' | 'off' | 'loading' | string;
  /** Opens the host's notification settings; null outside the host apps. */
  openSettings: (() => Promise<void>) | null;
  /** Why the settings did not open, or null. */
  settingsNotice: string | null;
}

/** The gated calls wait for the host's app version themselves (app/startup/detectHost.ts). */
export function useReceiptNotifications(): ReceiptNotifications {
  const { native } = useHost();
  const [status, setStatus] = useState<string>(native ? 'loading' : NO_HOST_TEXT);
  const [settingsNotice, setSettingsNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!native) return;
    let live = true;
    native.getNotificationStatus().then(
      (answer) => live && setStatus(answer.status === '1' ? 'on' : 'off'),
      (error: unknown) => live && setStatus(isVersionGateError(error) ? OLD_STATUS_TEXT : UNKNOWN_TEXT),
    );
    return () => {
      live = false;
    };
  }, [native]);

  const openSettings = useCallback(async () => {
    if (!native) return;
    setSettingsNotice(null);
    try {
      await native.openNotificationSettings();
    } catch (error) {
      setSettingsNotice(isVersionGateError(error) ? OLD_SETTINGS_TEXT : '打开通知设置失败，请稍后重试');
    }
  }, [native]);

  return { status, openSettings: native ? openSettings : null, settingsNotice };
}
