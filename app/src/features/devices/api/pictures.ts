import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { devicesApi } from './devicesApi';

const picturesApi = devicesApi.injectEndpoints({
  endpoints: (build) => ({
    /** One compressed photo (a JPEG data URL ≤ 300 KB); the answer's pictureId goes with the replacement. */
    uploadPicture: build.mutation<EndpointResponse<'devicePictureUpload'>, string>({
      ...catalogueQuery((image) => gatewayCall(endpoints.devicePictureUpload, { body: { image } })),
    }),
  }),
});

export const { useUploadPictureMutation } = picturesApi;
