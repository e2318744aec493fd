// The mall's categories: one pressed ('' is 全部). Plain buttons with aria-pressed, so they work
// from the keyboard and cost no component library.
import './mall.css';

export interface CategoryTabsProps {
  categories: readonly string[];
  /** '' for every category. */
  value: string;
  onChange: (category: string) => void;
}

export function CategoryTabs({ categories, value, onChange }: CategoryTabsProps) {
  return (
    <div className="mh-mall-tabs" role="group" aria-label="商品分类">
      {['', ...categories].map((c) => (
        <button
          key={c || 'all'}
          type="button"
          className="mh-mall-tab"
          aria-pressed={c === value}
          onClick={() => onChange(c)}
        >
          {c || '全部'}
        </button>
      ))}
    </div>
  );
}
