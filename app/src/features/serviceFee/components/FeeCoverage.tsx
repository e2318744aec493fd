// What the service fee pays for, the activities that give it back, and the device it is for.
import type { EndpointResponse } from '@merchant-h5/sdk';
import { Section } from '../../../components/Section/Section';
import { plainText } from '../lib/plainText';
import { FeeFacts } from './FeeFacts';

export interface FeeCoverageProps {
  description?: EndpointResponse<'deviceServiceFeeDescriptionText'>;
  activities?: EndpointResponse<'deviceServiceFeeActivityInfos'>;
  epos?: EndpointResponse<'deviceServiceFeeEposStatus'>;
}

export function FeeCoverage({ description, activities, epos }: FeeCoverageProps) {
  return (
    <>
      {description ? (
        <Section title="费用包含">
          <ul className="mh-fee-list">
            {description.covers.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <p>{plainText(description.content)}</p>
        </Section>
      ) : null}
      {activities && activities.list.length > 0 ? (
        <Section title="返还活动">
          <ul className="mh-fee-list">
            {activities.list.map((a) => (
              <li key={a.activityId}>{a.description}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      {epos ? (
        <Section aria-label="收款设备">
          <FeeFacts
            facts={[
              {
                label: '设备状态',
                value: (
                  <span className="mh-fee-status" data-tone={epos.eposStatus === '1' ? 'success' : 'warning'}>
                    {epos.statusName}
                  </span>
                ),
              },
              ...(epos.sn ? [{ label: '设备序列号', value: epos.sn }] : []),
            ]}
          />
        </Section>
      ) : null}
    </>
  );
}
