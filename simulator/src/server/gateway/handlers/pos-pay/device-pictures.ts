// Photos of a faulty terminal (devicePictureUpload): a JPEG or PNG data URL of at most 300 KB,
// remembered per session so a replacement can only name pictures that really arrived.
import { ymd } from '../../../state/clock';
import type { MerchantState } from '../../../state/model';
import { badParam } from '../../errors';
import { mintId, reqString } from '../input';
import type { HandlerRequest } from '../types';

/** What the app compresses to before uploading (app/src/lib/images). */
export const MAX_PICTURE_BYTES = 300 * 1024;

const DATA_URL = /^data:image\/(jpeg|png);base64,([A-Za-z0-9+/]+={0,2})$/;

const uploaded = new WeakMap<MerchantState, Set<string>>();

function bytesOf(base64: string): number {
  return Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
}

export function uploadPicture({ state, input, now }: HandlerRequest) {
  const match = DATA_URL.exec(reqString(input, 'image'));
  if (!match) throw badParam('image 应为 JPEG 或 PNG 的 data URL');
  const size = bytesOf(match[2]!);
  if (size > MAX_PICTURE_BYTES) throw badParam('图片不能超过 300 KB');
  const pictureId = mintId(state, 'IMG', ymd(now));
  const mine = uploaded.get(state) ?? new Set<string>();
  mine.add(pictureId);
  uploaded.set(state, mine);
  return { pictureId, url: `/h5/static/upload/${pictureId}.${match[1] === 'png' ? 'png' : 'jpg'}`, size };
}

/** The pictures a request names, each one uploaded in this session. */
export function readPictureIds(state: MerchantState, input: Record<string, unknown>): string[] {
  const raw = input.pictureIds;
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.some((id) => typeof id !== 'string'))
    throw badParam('pictureIds 应为字符串数组');
  const mine = uploaded.get(state);
  const unknown = (raw as string[]).find((id) => !mine?.has(id));
  if (unknown) throw badParam(`图片 ${unknown} 未上传`);
  return raw as string[];
}
