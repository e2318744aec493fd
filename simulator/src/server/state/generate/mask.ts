// Masks for card, ID and mobile numbers (docs/product.md "Privacy and safety rules"): a card keeps at
// most its first 6 and last 4 characters, an ID number and a mobile number their first 3 and last 4.
export function maskCard(cardNo: string): string {
  if (cardNo.length <= 10) return cardNo.replace(/.(?=.{4})/g, '*');
  return `${cardNo.slice(0, 6)}${'*'.repeat(cardNo.length - 10)}${cardNo.slice(-4)}`;
}

/** '张伟' → '*伟'; '欧阳娜娜' → '***娜'. */
export function maskName(name: string): string {
  return name.length <= 1 ? name : `${'*'.repeat(name.length - 1)}${name.slice(-1)}`;
}

/** '11010519491231002X' → '110***********002X'. */
export function maskIdNo(idNo: string): string {
  if (idNo.length <= 7) return idNo;
  return `${idNo.slice(0, 3)}${'*'.repeat(idNo.length - 7)}${idNo.slice(-4)}`;
}

/** '13800138000' → '138****8000'; '+86 138 0013 8000' keeps its first 3 and last 4 characters too. */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 7) return mobile;
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 7)}${mobile.slice(-4)}`;
}
