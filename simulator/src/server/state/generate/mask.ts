// Masks for card and ID numbers: at most the first 6 and last 4 characters stay (docs/product.md
// "Privacy and safety rules").
export function maskCard(cardNo: string): string {
  if (cardNo.length <= 10) return cardNo.replace(/.(?=.{4})/g, '*');
  return `${cardNo.slice(0, 6)}${'*'.repeat(cardNo.length - 10)}${cardNo.slice(-4)}`;
}

/** '张伟' → '*伟'; '欧阳娜娜' → '***娜'. */
export function maskName(name: string): string {
  return name.length <= 1 ? name : `${'*'.repeat(name.length - 1)}${name.slice(-1)}`;
}

/** ID numbers keep 4 + 4. */
export function maskIdNo(idNo: string): string {
  if (idNo.length <= 8) return idNo;
  return `${idNo.slice(0, 4)}${'*'.repeat(idNo.length - 8)}${idNo.slice(-4)}`;
}
