// Field checks of the phone POS certification form; the messages show next to their fields.
export interface IdentityErrors {
  name?: string;
  idNo?: string;
}

/** @example checkIdentity({ name: '张伟', idNo: '31010119880307123' }) // { idNo: '请输入 18 位身份证号' } */
export function checkIdentity(form: { name: string; idNo: string }): IdentityErrors {
  const errors: IdentityErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = '请输入姓名';
  else if (name.length < 2 || name.length > 20) errors.name = '姓名应为 2 到 20 个字';
  if (!form.idNo.trim()) errors.idNo = '请输入身份证号';
  else if (!/^\d{17}[\dXx]$/.test(form.idNo.trim())) errors.idNo = '请输入 18 位身份证号';
  return errors;
}
