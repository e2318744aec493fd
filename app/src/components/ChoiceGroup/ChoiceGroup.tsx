// One choice among a list of rows (a package, a payment channel, an address, a device type): native
// radios in a fieldset named by its legend, so arrows, Tab and screen readers work as for any radio
// group. Each row is its radio's label (the whole row is the tap target, at least 44 px tall) with an
// optional description and price; the chosen row is marked by the radio's dot and a thicker outline,
// not by colour alone. A disabled choice says why. The group's error sits under it (aria-describedby).
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Money } from '../Money';
import '../QueryState/QueryState.css';
import './ChoiceGroup.css';

export interface Choice<V extends string | number> {
  value: V;
  /** The choice's name: the radio's accessible name (with the price, when there is one). */
  label: ReactNode;
  /** Under the label; an array of strings is shown one line each (a package's benefits). */
  description?: ReactNode | readonly string[];
  /** An amount in yuan, shown with `Money` at the row's right. */
  price?: number | string;
  /** Not choosable now; `disabledReason` says why under the label. */
  disabled?: boolean;
  /** Why it cannot be chosen (implies `disabled`). */
  disabledReason?: string;
  /** Beside the row, outside its tap target: e.g. an 编辑 button. */
  action?: ReactNode;
}

export interface ChoiceGroupProps<V extends string | number> {
  /** The group's name (its legend), e.g. '支付方式'. */
  legend: string;
  /** The legend read by screen readers only, when a visible heading right above already says it. */
  legendHidden?: boolean;
  choices: readonly Choice<V>[];
  /** The chosen value; none chosen when no choice has it. */
  value: V | null | undefined;
  onChange: (value: V) => void;
  /** The radios' `name`; one is made up when absent. */
  name?: string;
  /** Why the form cannot go on (e.g. 请选择机具类型), shown under the choices. */
  error?: string;
  /** More inside the group after the choices, e.g. a link to another flow. */
  children?: ReactNode;
}

/**
 * @example
 * <ChoiceGroup
 *   legend="支付方式"
 *   choices={[{ value: 'alipay', label: '支付宝' }, { value: 'unionpay', label: '云闪付' }]}
 *   value={channel}
 *   onChange={setChannel}
 * />
 */
export function ChoiceGroup<V extends string | number>({
  legend,
  legendHidden = false,
  choices,
  value,
  onChange,
  name,
  error,
  children,
}: ChoiceGroupProps<V>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="mh-choices"
      data-invalid={error ? 'true' : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={legendHidden ? 'mh-visually-hidden' : 'mh-choices-legend'}>{legend}</legend>
      {choices.map((choice, index) => (
        <ChoiceRow
          key={String(choice.value)}
          id={`${id}-${index}`}
          name={name ?? id}
          choice={choice}
          checked={choice.value === value}
          onChange={onChange}
        />
      ))}
      {children}
      {error ? (
        <p id={errorId} className="mh-choices-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface ChoiceRowProps<V extends string | number> {
  id: string;
  name: string;
  choice: Choice<V>;
  checked: boolean;
  onChange: (value: V) => void;
}

function ChoiceRow<V extends string | number>({ id, name, choice, checked, onChange }: ChoiceRowProps<V>) {
  const { label, description, price, disabledReason, action } = choice;
  const disabled = Boolean(choice.disabled || disabledReason);
  const hasPrice = price !== undefined && price !== null && price !== '';
  const labelledBy = [`${id}-label`, hasPrice ? `${id}-price` : null].filter(Boolean).join(' ');
  const hasDescription = isLines(description) ? description.length > 0 : Boolean(description);
  const describedBy = [hasDescription ? `${id}-description` : null, disabledReason ? `${id}-reason` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className="mh-choice"
      data-checked={checked ? 'true' : undefined}
      data-disabled={disabled ? 'true' : undefined}
    >
      <label className="mh-choice-main">
        <input
          className="mh-choice-radio"
          type="radio"
          name={name}
          value={String(choice.value)}
          checked={checked}
          disabled={disabled}
          aria-labelledby={labelledBy}
          aria-describedby={describedBy || undefined}
          onChange={() => onChange(choice.value)}
        />
        <span className="mh-choice-body">
          <span className="mh-choice-head">
            <span id={`${id}-label`} className="mh-choice-label">
              {label}
            </span>
            {hasPrice ? (
              <span id={`${id}-price`} className="mh-choice-price">
                <Money amount={price} />
              </span>
            ) : null}
          </span>
          {hasDescription ? (
            <span id={`${id}-description`} className="mh-choice-description">
              {isLines(description)
                ? description.map((line) => (
                    <span key={line} className="mh-choice-line">
                      {line}
                    </span>
                  ))
                : description}
            </span>
          ) : null}
          {disabledReason ? (
            <span id={`${id}-reason`} className="mh-choice-reason">
              {disabledReason}
            </span>
          ) : null}
        </span>
      </label>
      {action ? <div className="mh-choice-action">{action}</div> : null}
    </div>
  );
}

function isLines(description: ReactNode | readonly string[]): description is readonly string[] {
  return Array.isArray(description) && description.every((line) => typeof line === 'string');
}
