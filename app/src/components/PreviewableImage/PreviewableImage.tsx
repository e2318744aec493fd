// A picture the merchant may want larger (a good's photo): in the official account a tap opens
// WeChat's own full-screen viewer; elsewhere, and when WeChat refuses, it stays the picture it is.
import type { ImgHTMLAttributes } from 'react';
import { useOptionalHost } from '../../lib/host/useHost';
import { showToast } from '../../lib/ui/toast';
import './PreviewableImage.css';

/** When WeChat refused its viewer (a `wx.config` it did not accept): the picture is still on the page. */
export const PREVIEW_REFUSED_TEXT = '暂时无法查看大图';

export interface PreviewableImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  /** What the picture shows: the button's name is 查看大图 and this. */
  alt: string;
}

/**
 * @example
 * <PreviewableImage className="mh-goods-picture" src={good.image} alt={good.name} />
 */
export function PreviewableImage({ src, alt, ...image }: PreviewableImageProps) {
  const account = useOptionalHost()?.officialAccount ?? null;
  if (!account) return <img src={src} alt={alt} {...image} />;
  const preview = async () => {
    if (!(await account.previewImage({ current: src, urls: [src] }))) showToast(PREVIEW_REFUSED_TEXT);
  };
  return (
    <button
      type="button"
      className="mh-previewable"
      aria-label={`查看大图 ${alt}`}
      onClick={() => void preview()}
    >
      <img src={src} alt="" {...image} />
    </button>
  );
}
