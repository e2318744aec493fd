// Header values fixed by docs/product.md §7 and §9.
export const PRODUCT_TYPE = '03';
export const PLATFORM_H5 = 'H5';
export const PLATFORM_MINI_PROGRAM = 'WHEATE-MIN-PROGRAM-H5';
export const PLATFORM_OFFICIAL_ACCOUNT = 'WHEATE-PUBLIC-SERVICE';
/** "Accept JSON or text", as the legacy clients sent it. */
export const ACCEPT_JSON_OR_TEXT = 'application/json, text/plain, */*';
