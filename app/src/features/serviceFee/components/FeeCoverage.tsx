// What the service fee pays for, the activities that give it back, and the device it is for.
import type { EndpointResponse } from '@merchant-h5/sdk';
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
        <section className="mh-fee-section" aria-labelledby="fee-covers">
          <h2 id="fee-covers">费用包含</h2>
          <ul className="mh-fee-list">
            {description.covers.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <p>{plainText(description.content)}</p>
        </section>
      ) : null}
      {activities && activities.list.length > 0 ? (
        <section className="mh-fee-section" aria-labelledby="fee-activities">
          <h2 id="fee-activities">返还活动</h2>
          <ul className="mh-fee-list">
            {activities.list.map((a) => (
              <li key={a.activityId}>{a.description}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {epos ? (
        <section className="mh-fee-section" aria-label="收款设备">
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
        </section>
      ) : null}
    </>
  );
}
