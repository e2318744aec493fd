// The mall's categories: one pressed ('' is 全部).
import { ChipGroup } from '../../../components/ChipGroup/ChipGroup';

export interface CategoryTabsProps {
  categories: readonly string[];
  /** '' for every category. */
  value: string;
  onChange: (category: string) => void;
}

export function CategoryTabs({ categories, value, onChange }: CategoryTabsProps) {
  return (
    <ChipGroup
      label="商品分类"
      layout="scroll"
      chips={['', ...categories].map((c) => ({ value: c, label: c || '全部' }))}
      value={value}
      onChange={onChange}
    />
  );
}
