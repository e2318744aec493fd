// The check of an abnormal trade: the merchant says whether the money reached the settlement card.
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
    <fieldset className="mh-help-check">
      <legend>请确认：该笔交易的款项是否已到您的结算卡？</legend>
      {ANSWERS.map((a) => (
        <label key={a.value} className="mh-help-choice">
          <input
            type="radio"
            name="recovery-check"
            value={a.value}
            checked={answer === a.value}
            onChange={() => onAnswer(a.value)}
          />
          {a.label}
        </label>
      ))}
    </fieldset>
  );
}
