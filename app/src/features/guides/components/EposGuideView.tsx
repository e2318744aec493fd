// The card machine guide (/guideStaticActivity/eposGuide): the way from applying for a machine to
// taking payments on it, with where this merchant stands on it (the server's ePOS status: no machine
// yet, or activated with its serial number) and the next thing to do.
import { Link } from 'react-router-dom';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { StatusHeadline } from '../../../components/StatusHeadline/StatusHeadline';
import { Timeline } from '../../../components/Timeline/Timeline';
import type { TimelineStep } from '../../../components/Timeline/Timeline';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useEposStatusQuery } from '../api/epos';
import './guides.css';

type Epos = EndpointResponse<'deviceServiceFeeEposStatus'>;

/** The three steps, done as far as the server says the machine got. */
export function eposSteps(epos: Epos): TimelineStep[] {
  const hasMachine = epos.sn !== '';
  const active = epos.eposStatus === '1';
  return [
    {
      title: '申请机具',
      state: hasMachine ? 'done' : 'current',
      note: hasMachine ? `机具序列号 ${epos.sn}` : '在线申请，审核通过后寄送到您的经营地址',
    },
    {
      title: '开机激活',
      state: active ? 'done' : hasMachine ? 'current' : 'todo',
      note: '开机连网后按提示登录商户账号，刷一笔交易即完成激活',
    },
    {
      title: '开始收款',
      state: active ? 'current' : 'todo',
      note: '支持银行卡刷卡、挥卡和扫码收款，交易记录可在“交易记录”中查看',
    },
  ];
}

export function EposGuideView() {
  const query = useEposStatusQuery();
  const epos = query.data;
  return (
    <QueryState {...queryStatus(query)} isEmpty={!epos}>
      {epos ? (
        <div className="mh-guide" data-state="ready">
          <StatusHeadline
            label="您的收款机具"
            value={epos.sn ? epos.statusName : '尚未申请'}
            valueTestId="epos-state"
          />
          <Section title="使用步骤">
            <Timeline label="机具使用步骤" steps={eposSteps(epos)} />
          </Section>
          <Section>
            {epos.sn ? (
              <Link
                className="mh-button mh-button--primary mh-button--block"
                to={href(paths.records.transactionRecord)}
              >
                查看交易记录
              </Link>
            ) : (
              <Link
                className="mh-button mh-button--primary mh-button--block"
                to={href(paths.other.deviceApply, {})}
              >
                申请机具
              </Link>
            )}
            <Link className="mh-guide-link" to={href(paths.help.index)}>
              使用中遇到问题？去帮助中心 ›
            </Link>
          </Section>
        </div>
      ) : null}
    </QueryState>
  );
}
