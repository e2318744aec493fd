// /help/BigMacReplaceDevice: a traditional "big" POS traded in for a smart POS. Only a merchant the
// server lets apply online sees the form; the others read why.
import { useNavigate } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { href, paths } from '../../../config/paths';
import { useApplicantCheckQuery, useBigMacSubmitMutation } from '../api/onlineApply';
import { TerminalOrderForm } from './TerminalOrderForm';

/** The smart POS a big machine is replaced with (the catalogue's '02'). */
export const BIG_MAC_TYPES = ['02'] as const;

export function BigMacReplaceView() {
  const check = useApplicantCheckQuery();
  const [submitBigMac] = useBigMacSubmitMutation();
  const navigate = useNavigate();
  return (
    <QueryState {...queryStatus(check)}>
      {check.data && !check.data.verified ? (
        <ResultScreen status="warning" title="暂不能在线换新" description={check.data.reason} />
      ) : (
        <TerminalOrderForm
          typeTitle="换新机型"
          submitText="提交换新申请"
          allowTypes={BIG_MAC_TYPES}
          send={(body, idempotencyKey) => submitBigMac({ body, idempotencyKey })}
          onSubmitted={(a) => navigate(href(paths.help.bigMacResult, {}, { id: a.id }), { replace: true })}
        />
      )}
    </QueryState>
  );
}
