// The terminals' active rate package and how far this month's takings are towards its target.
// Extra to the terminal list: while it loads or if it fails, the list stands on its own.
import { Money } from '../../../components/Money';
import { Section } from '../../../components/Section/Section';
import { useSetMealProgressQuery, useSetMealsQuery } from '../api/setMeal';

export function SetMealSummary() {
  const meals = useSetMealsQuery();
  const progress = useSetMealProgressQuery();
  const active = meals.data?.list.find((m) => m.active === '1');
  const p = progress.data;
  if (!active || !p) return null;
  return (
    <Section title={`我的套餐：${active.name}`} look="card">
      <p className="mh-devices-empty">{active.description}</p>
      <p>
        本月交易 <Money amount={p.progress} /> / 目标 <Money amount={p.target} />（{p.statusName}）
      </p>
    </Section>
  );
}
