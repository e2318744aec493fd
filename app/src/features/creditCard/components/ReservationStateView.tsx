// /ApplicationCard/cardTwo: the reservation as the server answers it — reserved on <time>, the name,
// ID number and mobile masked by the server; before a reservation, the way to make one.
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/QueryState/EmptyState';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { SummaryTable } from '../../../components/SummaryTable/SummaryTable';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useCardReservationQuery } from '../api/reservation';
import './creditCard.css';

export function ReservationStateView() {
  const query = useCardReservationQuery();
  const reservation = query.data?.reservation ?? null;
  return (
    <QueryState {...queryStatus(query)}>
      {query.data && !reservation ? (
        // Not reserved yet: an answer too (the screen's data), with the way to reserve.
        <div data-state="ready">
          <EmptyState
            title="还没有预约虚拟信用卡"
            description={
              <Link className="mh-button mh-button--primary" to={href(paths.other.applicationCardOne)}>
                去预约
              </Link>
            }
          />
        </div>
      ) : null}
      {reservation ? (
        <div data-state="ready">
          <Section look="card" title={reservation.statusName} level={2}>
            <p className="mh-card-time" data-testid="reserve-time">
              预约时间：{reservation.reserveTime}
            </p>
            <SummaryTable
              layout="column"
              items={[
                { label: '姓名', value: reservation.name },
                { label: '身份证号', value: reservation.idNo },
                { label: '手机号', value: reservation.phone },
              ]}
            />
            <p className="mh-card-note">
              银行客户经理将在 3 个工作日内通过预留手机号与您联系，请保持电话畅通。
            </p>
          </Section>
        </div>
      ) : null}
    </QueryState>
  );
}
