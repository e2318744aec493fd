// What an answer-changing fault sends instead of (or, for 'truncated', cut from) the real answer.
import { STATUS_CODES } from 'node:http';
import type { SimConfig } from '../context';
import type { Answer } from '../http/answer';
import { envelope, plainAnswer, sealedOrPlain, type SealPlan } from './answer';
import type { Fault } from '../../shared/faults';

export type FaultOutcome =
  { kind: 'answer'; answer: Answer } | { kind: 'drop' } | { kind: 'hang' } | { kind: 'truncate' };

export function faultOutcome(fault: Fault, plan: SealPlan, config: SimConfig): FaultOutcome {
  switch (fault.kind) {
    case 'status': {
      const status = fault.status ?? 500;
      return {
        kind: 'answer',
        answer: plainAnswer(status, STATUS_CODES[status] ?? 'Error', 'text/plain; charset=utf-8'),
      };
    }
    case 'business':
      return {
        kind: 'answer',
        answer: sealedOrPlain(200, envelope(fault.code ?? '5000', fault.msg ?? '业务处理失败'), plan, config),
      };
    case 'malformed':
      return { kind: 'answer', answer: plainAnswer(200, '<html>oops', 'text/html; charset=utf-8') };
    case 'truncated':
      return { kind: 'truncate' };
    case 'drop':
      return { kind: 'drop' };
    case 'hang':
      return { kind: 'hang' };
    case 'latency':
      throw new Error('latency is not an answer-changing fault');
  }
}

/** The real answer's plain JSON cut short, sent unsealed with a 200. */
export function truncate(answer: Answer): Answer {
  const text = answer.plain;
  return plainAnswer(200, text.slice(0, Math.max(1, Math.floor(text.length / 2))));
}
