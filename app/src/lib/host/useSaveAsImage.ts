// "Save as image" through the host app's bridge (docs/product.md §7 saveAsImage), with one toast for
// the host's answer. Outside the provider's apps there is no bridge to ask: the hook gives null and
// the screen offers no button (docs/product.md "Records and bills").
import { useCallback, useState } from 'react';
import { isNativeError } from '@merchant-h5/sdk';
import { merchantText } from '../apiError';
import { showToast } from '../ui/toast';
import { useHost } from './useHost';

export const SAVED_TEXT = '已保存到相册';
export const SAVE_FAILED_TEXT = '保存失败，请稍后重试';

/** The host's own message when it is written for people (Chinese), else the generic line. */
function failureText(error: unknown): string {
  const message = isNativeError(error) ? (error.errorMsg ?? '') : '';
  return merchantText(message, '') ? `保存失败：${message}` : SAVE_FAILED_TEXT;
}

export interface SaveAsImage {
  save: () => Promise<void>;
  /** True while the host renders and stores the picture (the button is disabled). */
  saving: boolean;
}

/**
 * @example
 * const saver = useSaveAsImage(`月账单-${monthDate}`);
 * {saver ? <button disabled={saver.saving} onClick={() => void saver.save()}>保存图片</button> : null}
 */
export function useSaveAsImage(name: string): SaveAsImage | null {
  const { native } = useHost();
  const [saving, setSaving] = useState(false);
  const save = useCallback(async () => {
    if (!native) return;
    setSaving(true);
    try {
      const { resultCode } = await native.saveAsImage({ name });
      showToast(resultCode === '0000' ? SAVED_TEXT : SAVE_FAILED_TEXT);
    } catch (error) {
      showToast(failureText(error));
    } finally {
      setSaving(false);
    }
  }, [native, name]);
  return native ? { save, saving } : null;
}
