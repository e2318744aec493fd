// The amount the merchant collects, checked beside the field (more than 0, at most 50000, two
// decimals); what was typed stays when it is wrong or the submit fails.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormField } from '../../../components/FormField/FormField';
import { SubmitButton } from '../../../components/FormField/SubmitButton';
import { amountProblem, parseAmount } from '../lib/amount';

export interface AmountFormProps {
  label: string;
  submitText: string;
  submitting: boolean;
  onSubmit: (amount: number) => void;
}

export function AmountForm({ label, submitText, submitting, onSubmit }: AmountFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = amountProblem(text);
    setError(problem);
    if (!problem) onSubmit(parseAmount(text));
  };
  return (
    <form className="mh-form" noValidate onSubmit={submit} data-state="ready">
      <section className="mh-form-section" aria-labelledby="collect-amount-title">
        <h2 id="collect-amount-title">{label}</h2>
        <FormField id="collect-amount" label="金额（元）" error={error} hint="单笔最高 ¥50,000.00">
          <input
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(undefined);
            }}
          />
        </FormField>
      </section>
      <SubmitButton submitting={submitting} busyLabel="请稍后">
        {submitText}
      </SubmitButton>
    </form>
  );
}
