// Photos of a faulty terminal (devicePictureUpload): a picture as uploaded-image.ts takes it,
// remembered per session so a replacement can only name pictures that really arrived.
import { ymd } from '../../../state/clock';
import type { MerchantState } from '../../../state/model';
import { badParam } from '../../errors';
import { mintId } from '../input';
import { readUploadedImage } from '../uploaded-image';
import type { HandlerInput, HandlerRequest } from '../types';

const uploaded = new WeakMap<MerchantState, Set<string>>();

export function uploadPicture({ state, input, now }: HandlerRequest<'devicePictureUpload'>) {
  const { size, extension } = readUploadedImage(input);
  const pictureId = mintId(state, 'IMG', ymd(now));
  const mine = uploaded.get(state) ?? new Set<string>();
  mine.add(pictureId);
  uploaded.set(state, mine);
  return { pictureId, url: `/h5/static/upload/${pictureId}.${extension}`, size };
}

/** The pictures a request names, each one uploaded in this session. */
export function readPictureIds(state: MerchantState, input: HandlerInput<'deviceReplace'>): string[] {
  const raw = input.pictureIds;
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.some((id) => typeof id !== 'string'))
    throw badParam('pictureIds 应为字符串数组');
  const mine = uploaded.get(state);
  const unknown = (raw as string[]).find((id) => !mine?.has(id));
  if (unknown) throw badParam(`图片 ${unknown} 未上传`);
  return raw as string[];
}
