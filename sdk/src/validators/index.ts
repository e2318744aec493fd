export { isMobileNumber, isRequired, stripNonDigits, stripNonWord, isLeapYear, maskMobile } from './rules';
export {
  splitCardNumber,
  maskCardNumber,
  displayCardNumber,
  visibleDigits,
  MASK_CHAR,
  passesLuhn,
  isBankCardNumber,
} from './card';
export { idNumberCheckChar, idNumberBirthDate, idNumberProblem, isIdNumber, maskIdNumber } from './identity';
export type { IdNumberProblem } from './identity';
export { usccCheckChar, registNo15CheckDigit, registNoProblem, isRegistNo } from './registration';
export type { RegistNoProblem } from './registration';
export { textProblem, stripControlCharacters, requestTextProblem, textProblemMessage } from './text';
export type { TextProblem, FieldTextProblem } from './text';
export { IMAGE_UPLOAD, IMAGE_PROBLEM_TEXT, sniffImageType, imageProblem, readImageDataUrl } from './image';
export type { ImageType, ImageProblem } from './image';
