/**
 * What an action's mutation takes: the catalogue body and the idempotency key of useSubmitOnce,
 * kept across the merchant's retries of the same action.
 *
 * @example
 * build.mutation<EndpointResponse<'quickCardPayBindCard'>, Submission<EndpointBody<'quickCardPayBindCard'>>>
 */
export interface Submission<B> {
  body: B;
  idempotencyKey: string;
}
