// A form's check of one free-text field against its contract rule (sdk validators/text.ts), said
// in the form's words: the field's label, then what is wrong.
import { textProblem, textProblemMessage, type TextLimit } from '@merchant-h5/sdk';

/**
 * The message beside a field whose text breaks its rule; undefined when it passes.
 *
 * @example textFieldError('联系人', '张'.repeat(31), endpoints.deviceApply.limits.contactName) // '联系人最多 30 个字'
 */
export function textFieldError(label: string, value: string, limit: TextLimit): string | undefined {
  const problem = textProblem(value, limit);
  return problem ? textProblemMessage(label, problem, limit) : undefined;
}
