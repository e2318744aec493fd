// The terminal types one can apply for, each with its deposit and yearly service fee.
import type { DeviceType } from '@merchant-h5/sdk';
import { ChoiceGroup } from '../../../components/ChoiceGroup/ChoiceGroup';
import { Money } from '../../../components/Money';

export interface DeviceTypeChoiceProps {
  types: readonly DeviceType[];
  value: string;
  onChange: (deviceType: string) => void;
  error?: string;
}

export function DeviceTypeChoice({ types, value, onChange, error }: DeviceTypeChoiceProps) {
  return (
    <ChoiceGroup
      legend="机具类型"
      name="deviceType"
      choices={types.map((t) => ({
        value: t.deviceType,
        label: t.deviceTypeName,
        description: (
          <>
            押金 <Money amount={t.deposit} /> · 服务费 <Money amount={t.serviceFee} />
          </>
        ),
      }))}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
