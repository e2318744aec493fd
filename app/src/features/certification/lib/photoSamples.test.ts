import { describe, expect, it } from 'vitest';
import { licenceSample } from '../../../components/PhotoUpload/samples';
import { sampleOfField, sampleOfUploadType } from './photoSamples';

/** Each photo under its business-certification field and its onboarding upload type. */
const SAME_PHOTO = [
  ['businessLicensePic', 'license'],
  ['legalManFrontPic', 'idFront'],
  ['legalManReversePic', 'idBack'],
  ['shopPic', 'store'],
  ['insideScenePic', 'insideScene'],
] as const;

describe('photo samples', () => {
  it('shows the same sample for a photo whether the business form or the onboarding upload names it', () => {
    for (const [field, uploadType] of SAME_PHOTO)
      expect(sampleOfUploadType(uploadType)).toBe(sampleOfField(field));
    expect(new Set(SAME_PHOTO.map(([field]) => sampleOfField(field))).size).toBe(SAME_PHOTO.length);
    expect(sampleOfField('businessLicensePic')).toBe(licenceSample);
  });

  it('has no sample for an upload type it does not know', () => {
    expect(sampleOfUploadType('other')).toBeUndefined();
    expect(sampleOfUploadType('')).toBeUndefined();
  });
});
