// The catalogue's entries, one binding each, so a bundle keeps only the endpoints its code names:
// `endpoints.transactionRecordList` in a screen's chunk brings that entry alone, and the first
// screen does not grow with every area's calls. Read through the `endpoints` namespace (./index).
export * from './user-service';
export * from './pos-user-service';
export * from './pay-service';
export * from './pos-pay-service';
export * from './pos-operation-service';
export * from './pos-coupon-service';
