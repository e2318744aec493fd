// /integralManage/HomeIntro: the points rules as the server writes them (sanitised HTML) and how
// to earn points.
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { ServerHtml } from '../../../components/ServerHtml/ServerHtml';
import { href, paths } from '../../../config/paths';
import { usePointsPageQuery } from '../api/home';
import { EarnWays } from './EarnWays';
import './points.css';

export function PointsRulesView() {
  const page = usePointsPageQuery();
  const rules = page.data?.rules ?? '';
  return (
    <QueryState {...queryStatus(page)} isEmpty={page.isSuccess && !rules.trim()} emptyText="暂无积分规则">
      <div className="mh-points" data-state="ready">
        <Section title="积分规则">
          <ServerHtml className="mh-points-rules" html={rules} />
        </Section>
        <EarnWays />
        <Section>
          <Link className="mh-button mh-button--primary mh-button--block" to={href(paths.points.pointMall)}>
            去积分商城兑换
          </Link>
        </Section>
      </div>
    </QueryState>
  );
}
