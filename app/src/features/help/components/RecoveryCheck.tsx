// The check of an abnormal trade: the merchant says whether the money reached the settlement card.
import { ChoiceGroup } from '../../../components/ChoiceGroup/ChoiceGroup';

export type CheckAnswer = 'missing' | 'arrived';

const ANSWERS: ReadonlyArray<{ value: CheckAnswer; label: string }> = [
  { value: 'missing', label: '未到账，申请找回' },
  { value: 'arrived', label: '已到账' },
];

export function RecoveryCheck({
  answer,
  onAnswer,
}: {
  answer: CheckAnswer | null;
  onAnswer: (a: CheckAnswer) => void;
}) {
  return (
    <ChoiceGroup
      legend="请确认：该笔交易的款项是否已到您的结算卡？"
      name="recovery-check"
      choices={ANSWERS}
      value={answer}
      onChange={onAnswer}
    />
  );
}
