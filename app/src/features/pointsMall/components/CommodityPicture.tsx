// A good's picture; when it is missing or fails to load, its category on a tinted square instead of
// a broken image.
import { useState } from 'react';
import type { Commodity } from '@merchant-h5/sdk';
import { PreviewableImage } from '../../../components/PreviewableImage/PreviewableImage';

export interface CommodityPictureProps {
  commodity: Pick<Commodity, 'image' | 'name' | 'category'>;
  /** 'large' fills the detail's width and is described by the good's name. */
  size?: 'row' | 'large';
}

export function CommodityPicture({ commodity, size = 'row' }: CommodityPictureProps) {
  const [failed, setFailed] = useState(false);
  const className = size === 'large' ? 'mh-goods-picture mh-goods-picture--large' : 'mh-goods-picture';
  // In a row the name is printed beside it: the picture says nothing more (alt '').
  const alt = size === 'large' ? commodity.name : '';
  if (failed || !commodity.image)
    return (
      <span
        className={`${className} mh-goods-placeholder`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        {commodity.category}
      </span>
    );
  // Not loading="lazy": the list draws only the rows on screen (and two beyond), and a lazy picture
  // waits for layout although it is the first screen's largest one (start-up may have fetched it
  // already: features/pointsMall/firstCalls.ts).
  const picture = {
    className,
    src: commodity.image,
    decoding: 'async',
    onError: () => setFailed(true),
  } as const;
  // The detail's picture opens WeChat's viewer in the official account.
  return size === 'large' ? <PreviewableImage {...picture} alt={alt} /> : <img {...picture} alt={alt} />;
}
