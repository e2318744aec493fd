// bqCertification/licenseImageAnalysis: what the simulator "reads" off a licence photo. Canned, but
// the photo decides which: the same picture always reads the same licence, another picture may read
// another — one of them misread (a wrong check character), as a blurry photo would be, so the page
// must check what it fills in.
import type { LicenseImageAnalysis } from '@merchant-h5/sdk';
import { reqString } from '../input';
import { readUploadedImage } from '../uploaded-image';
import type { HandlerRequest } from '../types';

export const LICENCES: readonly LicenseImageAnalysis[] = [
  {
    registNo: '92310104MA1K4LQW30',
    businessName: '徐汇区好再来小吃店',
    legalManName: '李娜',
    address: '上海市徐汇区漕溪北路 1 号',
    validPeriod: '长期',
  },
  {
    registNo: '91310115MA1H7XRT5X',
    businessName: '上海星河便利店有限公司',
    legalManName: '王强',
    address: '上海市浦东新区张杨路 500 号',
    validPeriod: '2018-06-01至2038-05-31',
  },
  {
    // Misread: the check character is 'N' on the licence.
    registNo: '92440106MA5CK2QB8M',
    businessName: '广州市天河区阿明水果店',
    legalManName: '陈明',
    address: '广东省广州市天河区天河路 385 号',
    validPeriod: '长期',
  },
];

/** FNV-1a of the picture's text: stable per photo, spread over the canned licences. */
function photoHash(image: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < image.length; i += 1) h = Math.imul(h ^ image.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** @example readLicence('data:image/jpeg;base64,…') // one of LICENCES, always the same for this photo */
export function readLicence(image: string): LicenseImageAnalysis {
  return LICENCES[photoHash(image) % LICENCES.length]!;
}

export function licenseImageAnalysis({
  input,
}: HandlerRequest<'bqCertificationLicenseImageAnalysis'>): LicenseImageAnalysis {
  readUploadedImage(input);
  return { ...readLicence(reqString(input, 'image')) };
}
