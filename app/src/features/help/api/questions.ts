// Help questions (abnormalHandle/commonQuestions): a group, one question by code, or a search.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { helpApi } from './helpApi';

const questionsApi = helpApi.injectEndpoints({
  endpoints: (build) => ({
    questions: build.query<
      EndpointResponse<'abnormalHandleCommonQuestions'>,
      EndpointBody<'abnormalHandleCommonQuestions'>
    >({
      ...catalogueQuery((body) => gatewayCall(endpoints.abnormalHandleCommonQuestions, { body })),
      providesTags: ['Question'],
    }),
  }),
});

export const { useQuestionsQuery } = questionsApi;
