// A mobile number as the privacy rules show it: the first 3 and last 4 digits (138****8000).
export function maskMobile(value: string): string {
  return /^\d{11}$/.test(value) ? `${value.slice(0, 3)}****${value.slice(7)}` : value;
}
