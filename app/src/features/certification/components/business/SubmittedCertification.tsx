// What the audit is looking at (bqCertification/queryInfo): the business name, the settlement card and
// the address as submitted, so the merchant can tell a rejection's cause without opening the form.
import { CardNumber } from '../../../../components/CardNumber/CardNumber';
import { DetailFields } from '../../../../components/DetailScreen/DetailFields';
import '../../../../components/DetailScreen/DetailScreen.css';
import { formatArea } from '@merchant-h5/sdk';
import { useCertificationInfoQuery } from '../../api/businessCertification';
import { useAreaNames } from '../../api/businessLookups';

/** @example <SubmittedCertification /> */
export function SubmittedCertification() {
  const info = useCertificationInfoQuery().data;
  const area = useAreaNames(info?.registProvince ?? '', info?.registCity ?? '', info?.registArea ?? '');
  if (!info?.haveSubmit) return null;
  return (
    <section aria-labelledby="cert-submitted">
      <h2 id="cert-submitted" className="mh-cert-submitted-title">
        提交的认证信息
      </h2>
      <DetailFields
        fields={[
          { label: '商户名称', value: info.businessName },
          {
            label: '结算卡',
            value: info.actNo ? (
              <>
                {info.bankName ? `${info.bankName} ` : null}
                <CardNumber value={info.actNo} testId="cert-settlement-card" />
              </>
            ) : null,
          },
          { label: '注册地区', value: formatArea(area) },
          { label: '经营地址', value: info.businessAddress },
        ]}
      />
    </section>
  );
}
