// The message centre (pos-operation-service app/message/*): the unread counts, the list a page at a
// time by category, one message, and marking read (one, or all). Marking read is idempotent on the
// server (a message read twice stays read), so it carries no idempotency key.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { gatewayCall } from '../../../lib/gatewayCall';
import type { AppRoute } from '../../../lib/routes';
import { isMessageFilter, type MessageFilter } from '../lib/messageTypes';
import { messagesApi } from './messagesApi';
import { pageOptions } from '../../../lib/pageOptions';

export const MESSAGE_PAGE_SIZE = 20;

/** The list and the counts: what marking read changes on the index. */
const INDEX_TAG = { type: 'Messages', id: 'INDEX' } as const;

export const messageApi = messagesApi.injectEndpoints({
  endpoints: (build) => ({
    messageCount: build.query<EndpointResponse<'appMessageCount'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.appMessageCount, { body: {} })),
      providesTags: [INDEX_TAG],
    }),
    messageList: build.infiniteQuery<EndpointResponse<'appMessageQuery'>, MessageFilter, number>({
      infiniteQueryOptions: pageOptions,
      ...catalogueQuery(({ queryArg, pageParam }) =>
        gatewayCall(endpoints.appMessageQuery, {
          body: { pageNum: pageParam, pageSize: MESSAGE_PAGE_SIZE, ...(queryArg ? { type: queryArg } : {}) },
        }),
      ),
      providesTags: [INDEX_TAG],
    }),
    messageDetail: build.query<EndpointResponse<'appMessageDetail'>, string>({
      ...catalogueQuery((id) => gatewayCall(endpoints.appMessageDetail, { body: { id } })),
      providesTags: (_r, _e, id) => [{ type: 'Messages', id }],
    }),
    markMessagesRead: build.mutation<
      EndpointResponse<'appMessageMarkRead'>,
      EndpointBody<'appMessageMarkRead'>
    >({
      ...catalogueQuery((body) => gatewayCall(endpoints.appMessageMarkRead, { body })),
      // The list and the counts; the open message itself needs no second load.
      invalidatesTags: (_r, error) => (error ? [] : [INDEX_TAG]),
    }),
  }),
});

export const {
  useMessageCountQuery,
  useMessageListInfiniteQuery,
  useMessageDetailQuery,
  useMarkMessagesReadMutation,
} = messageApi;

/** Asks for the counts and the list's first page (of the category in the address) while the screen loads. */
export const prefetchMessageIndex: AppRoute['prefetch'] = ({ search, dispatch }) => {
  const type = search.get('type') ?? '';
  void dispatch(messageApi.endpoints.messageCount.initiate(undefined, { subscribe: false }));
  void dispatch(
    messageApi.endpoints.messageList.initiate(isMessageFilter(type) ? type : '', { subscribe: false }),
  );
};

/** Asks for the message a deep link names while the screen loads. */
export const prefetchMessageDetail: AppRoute['prefetch'] = ({ params, dispatch }) => {
  if (params.id) void dispatch(messageApi.endpoints.messageDetail.initiate(params.id, { subscribe: false }));
};
