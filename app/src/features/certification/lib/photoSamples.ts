// What a good photo of each certification picture looks like (PhotoUpload's `sample`). The business
// certification names a photo by its field, the onboarding upload by its type for the server: one
// row per photo holds both names, so the two forms show the same sample for the same photo.
import type { CertificationPicField } from '@merchant-h5/sdk';
import {
  idBackSample,
  idFrontSample,
  licenceSample,
  shopFrontSample,
  shopInsideSample,
} from '../../../components/PhotoUpload/samples';
import type { PhotoSample } from '../../../components/PhotoUpload/samples';

const PHOTOS: Record<CertificationPicField, { uploadType: string; sample: PhotoSample }> = {
  businessLicensePic: { uploadType: 'license', sample: licenceSample },
  legalManFrontPic: { uploadType: 'idFront', sample: idFrontSample },
  legalManReversePic: { uploadType: 'idBack', sample: idBackSample },
  shopPic: { uploadType: 'store', sample: shopFrontSample },
  insideScenePic: { uploadType: 'insideScene', sample: shopInsideSample },
};

/** @example <PhotoUpload sample={sampleOfField('shopPic')} … /> */
export function sampleOfField(field: CertificationPicField): PhotoSample {
  return PHOTOS[field].sample;
}

/**
 * The sample of an onboarding upload's type (merchantAccessUploadImage); undefined for a type with none.
 *
 * @example <PhotoUpload sample={sampleOfUploadType('idFront')} … />
 */
export function sampleOfUploadType(type: string): PhotoSample | undefined {
  return Object.values(PHOTOS).find((photo) => photo.uploadType === type)?.sample;
}
