// Where the merchant is in the three steps of binding a card.
const STEPS = ['输入卡号', '验证身份', '短信确认'] as const;

export function BindSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className="mh-bind-steps" aria-label="绑卡步骤">
      {STEPS.map((name, i) => (
        <li
          key={name}
          aria-current={i + 1 === current ? 'step' : undefined}
          data-done={i + 1 < current || undefined}
        >
          {name}
        </li>
      ))}
    </ol>
  );
}
