export { isMobileNumber, isRequired, stripNonDigits, stripNonWord, isLeapYear } from './rules';
export { splitCardNumber, maskCardNumber, visibleDigits, MASK_CHAR } from './card';
