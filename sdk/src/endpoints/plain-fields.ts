// The request string fields that are not free text, by field name: an endpoint's `limits` lists its
// free text, and every other string field of a request must be named here, with what bounds it (they
// all take PLAIN_TEXT_LIMIT, picture data aside). text-limits.test.ts reads every request type of the
// catalogue and fails on a string field that is in neither place, so a new field is classified when
// it is added.

/**
 * Field names (the last segment of a field's path) that are not free text, by what bounds them.
 *
 * @example
 * ```ts
 * PLAIN_FIELDS.ids.includes('activityId'); // true
 * ```
 */
export const PLAIN_FIELDS = {
  /** Ids and order numbers the server minted: a lookup either finds one or refuses. */
  ids: [
    'id',
    'ids',
    'abnormalId',
    'activityId',
    'addressId',
    'cardId',
    'commodityId',
    'couponId',
    'deviceId',
    'giftId',
    'offerId',
    'operationId',
    'orderNo',
    'packageId',
    'payOrderNo',
    'pictureIds',
    'prizeId',
    'taskId',
    'uuid',
  ],
  /** Codes of a closed set (areas, banks, categories, kinds, switches): an unknown one is refused. */
  codes: [
    'agreementCode',
    'areaCode',
    'areaId',
    'bankCode',
    'category',
    'cityCd',
    'cityCode',
    'client',
    'code',
    'deviceType',
    'districtCode',
    'key',
    'lbnkNo',
    'mccCd',
    'parentCode',
    'position',
    'provCd',
    'provinceCode',
    'regCityCd',
    'regDistCd',
    'regProvCd',
    'registArea',
    'registCity',
    'registProvince',
    'status',
    'tradeType',
    'type',
    'value',
  ],
  /** Dates, months and years in their fixed formats. */
  dates: [
    'cardEndTime',
    'cardStartTime',
    'date',
    'endDate',
    'expiryDate',
    'idEndDate',
    'idStartDate',
    'monthDate',
    'startDate',
    'tranDt',
    'year',
  ],
  /** Numbers with their own validator (sdk/src/validators): mobile, card, ID, registration, SMS code. */
  numbers: [
    'actNo',
    'cardNo',
    'contactPhone',
    'cvn2',
    'idNo',
    'identityNo',
    'legalManCardNo',
    'mblNo',
    'phone',
    'registCode',
    'registNo',
    'setBankNo',
    'smsCode',
  ],
  /** A picture's data as an upload sends it: longer than any other string, bounded by the body's size. */
  pictureData: ['image'],
  /** Pictures as the id or address an upload answered. */
  pictures: [
    'atLicensePicUrl',
    'bankCardPicUrl',
    'bankCardPositivePic',
    'businessLicensePic',
    'insideScenePic',
    'insideScenePicUrl',
    'legalManFrontPic',
    'legalManReversePic',
    'legalPersonBackUrl',
    'legalPersonPositivePicUrl',
    'legalPersonidOppositePic',
    'legalPersonidPositivePic',
    'licensePic',
    'shopPic',
    'storePic',
    'storePicUrl',
  ],
  /** Addresses sent as they came: the points mall's return page, the page wx.config signs. */
  links: ['redirect', 'url'],
} as const satisfies Record<string, readonly string[]>;
