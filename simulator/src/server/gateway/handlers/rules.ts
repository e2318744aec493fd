// Business rules shared by several handlers.
import type { MerchantState } from '../../state/model';
import { BusinessRuleError, CODES } from '../errors';

export function requireCertified(state: MerchantState): void {
  if (state.certification.status !== 'passed') {
    throw new BusinessRuleError(CODES.wrongState.code, '请先完成营业执照认证');
  }
}

export function wrongState(msg: string): BusinessRuleError {
  return new BusinessRuleError(CODES.wrongState.code, msg);
}

export function duplicate(msg: string): BusinessRuleError {
  return new BusinessRuleError(CODES.duplicate.code, msg);
}

/**
 * Puts `item` first in a list the merchant grows and an answer lists whole (addresses, touch
 * merchants), refusing it past `cap` so that answer stays bounded.
 */
export function addCapped<T>(list: T[], item: T, cap: number, refusal: string): void {
  if (list.length >= cap) throw wrongState(refusal);
  list.unshift(item);
}

/** Masks a mobile number as 138****8000. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** A handler answering fixed data (descriptions, option lists); a fresh copy per call. */
export function constant<T>(data: T): () => T {
  return () => structuredClone(data);
}
