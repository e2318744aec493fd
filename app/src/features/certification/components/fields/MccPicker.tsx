// The merchant category (MCC) for the certification forms: the shared picker
// (components/MccPicker) over the categories of merchantAccessGetBusinessType, loaded once the list
// is opened or a category is already chosen.
import { useMemo, useState } from 'react';
import { MccPicker as SharedMccPicker } from '../../../../components/MccPicker/MccPicker';
import type { MccValue } from '../../../../components/MccPicker/MccPicker';
import { useBusinessTypesQuery } from '../../api/businessLookups';

export type { MccValue };

export interface MccPickerProps {
  id: string;
  value: MccValue;
  onChange: (value: MccValue) => void;
  error?: string | undefined;
}

/**
 * @example
 * <MccPicker id="mcc" value={{ mccCd, mccValue }} onChange={setMcc} error={errors.mcc} />
 */
export function MccPicker({ id, value, onChange, error }: MccPickerProps) {
  const [open, setOpen] = useState(false);
  const types = useBusinessTypesQuery(undefined, { skip: !open && !value.mccCd });
  const options = useMemo(
    () => (types.data?.list ?? []).flatMap((t) => t.children.map((m) => ({ ...m, category: t.category }))),
    [types.data],
  );
  return (
    <SharedMccPicker
      id={id}
      value={value}
      onChange={onChange}
      onOpen={setOpen}
      error={error}
      list={{
        options,
        loading: types.isFetching,
        failed: types.isError,
        loaded: types.isSuccess,
        reload: () => void types.refetch(),
      }}
    />
  );
}
