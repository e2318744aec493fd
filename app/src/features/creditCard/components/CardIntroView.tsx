// /ApplicationCard/cardOne: what the virtual credit card is, and the reservation form — or, once the
// merchant has reserved, their reservation's state (/ApplicationCard/cardTwo) in its place.
import { Navigate, useNavigate } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useCardReservationQuery } from '../api/reservation';
import { ReservationForm } from './ReservationForm';
import './creditCard.css';

const stateHref = href(paths.other.applicationCardTwo);

export function CardIntroView() {
  const reservation = useCardReservationQuery();
  const navigate = useNavigate();
  if (reservation.data?.reserved === '1') return <Navigate to={stateHref} replace />;
  return (
    <QueryState {...queryStatus(reservation)}>
      <div data-state="ready">
        <Section look="card" title="虚拟信用卡">
          <ul className="mh-card-points">
            <li>线上申请，审批通过后即可在手机上使用，无需等待实体卡寄送</li>
            <li>可绑定收款账户，经营周转更灵活</li>
            <li>预约后银行客户经理将通过您预留的手机号与您联系</li>
          </ul>
        </Section>
        <Section look="card" title="预约办理">
          <ReservationForm onReserved={() => navigate(stateHref, { replace: true })} />
          <p className="mh-card-note">您的身份证号和手机号仅用于本次预约，页面不会保存。</p>
        </Section>
      </div>
    </QueryState>
  );
}
