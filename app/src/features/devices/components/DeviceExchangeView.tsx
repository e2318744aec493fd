// /device/deviceExchange: exchange a terminal for another type; the last exchange stays reachable.
import { Link, useNavigate } from 'react-router-dom';
import { href, paths } from '../../../config/paths';
import { useApplicationsQuery } from '../api/applications';
import { useExchangeSubmitMutation } from '../api/onlineApply';
import { TerminalOrderForm } from './TerminalOrderForm';
import './devices.css';

export function DeviceExchangeView() {
  const [exchange] = useExchangeSubmitMutation();
  const last = useApplicationsQuery('cooperate').data?.list[0];
  const navigate = useNavigate();
  return (
    <>
      {last ? (
        <Link
          className="mh-detail-link"
          to={href(paths.other.deviceExchangeResult, { status: 'success', id: last.id })}
        >
          最近一次换机：{last.deviceTypeName}（{last.statusName}）
        </Link>
      ) : null}
      <TerminalOrderForm
        typeTitle="换成的机型"
        submitText="提交换机申请"
        send={(body, idempotencyKey) => exchange({ body, idempotencyKey })}
        onSubmitted={(a) =>
          navigate(href(paths.other.deviceExchangeResult, { status: 'success', id: a.id }), { replace: true })
        }
      />
    </>
  );
}
