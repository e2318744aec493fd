// Step 2 as the route gives it: the card from memory under the URL's reference, the agreement from
// the supported-bank list.
import './cards.css';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { useAppSelector } from '../../../lib/state/hooks';
import { useSupportBanksQuery } from '../api/cardBinding';
import { selectCard } from '../state/cardBindingSlice';
import { HolderForm } from './HolderForm';
import { LostCard } from './LostCard';

export function BindHolderStep({ cardRef }: { cardRef?: string }) {
  const banks = useSupportBanksQuery();
  const card = useAppSelector((s) => selectCard(s, cardRef));
  if (!card || !cardRef) return <LostCard />;
  return (
    <QueryState {...queryStatus(banks)}>
      {banks.data ? <HolderForm cardRef={cardRef} card={card} agreement={banks.data.agreement} /> : null}
    </QueryState>
  );
}
