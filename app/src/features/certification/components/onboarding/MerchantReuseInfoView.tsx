// /complianceInspection/merchantReuseInfo: what is on file for the merchant (masked), and "使用已有
// 信息", which fills the compliance supplement with it (still editable there).
import { useNavigate } from 'react-router-dom';
import { DetailFields } from '../../../../components/DetailScreen/DetailFields';
import { QueryState } from '../../../../components/QueryState/QueryState';
import { queryStatus } from '../../../../components/QueryState/queryStatus';
import { href, paths } from '../../../../config/paths';
import { formatAreaLabel } from '@merchant-h5/sdk';
import { mergeFormTemp } from '../../../../lib/state/globalSlice';
import { useAppDispatch, useAppSelector } from '../../../../lib/state/hooks';
import { useMirrorHref } from '../../../../lib/useMirrorHref';
import { useInfoOnFileQuery } from '../../../../lib/infoOnFile';
import { SUPPLEMENT_DRAFT } from './supplementBody';
import './onboarding.css';

export function MerchantReuseInfoView() {
  const query = useInfoOnFileQuery();
  const dispatch = useAppDispatch();
  const draft = useAppSelector(
    (s) => s.global.formTemp[SUPPLEMENT_DRAFT] as Record<string, unknown> | undefined,
  );
  const navigate = useNavigate();
  const toScreen = useMirrorHref();
  const info = query.data;

  const reuse = () => {
    if (!info) return;
    const b = info.businessInfo;
    dispatch(
      mergeFormTemp({
        [SUPPLEMENT_DRAFT]: {
          ...draft,
          mecDisNm: b.mecDisNm,
          address: b.address,
          regProvCd: b.regProvCd,
          regCityCd: b.regCityCd,
          regDistCd: b.regDistCd,
          areaLabel: b.areaLabel,
          mccCd: b.mccCd,
          mccValue: b.mccValue,
          reuseIdentity: info.legalPersonInfo.idNoMask ? '1' : '0',
        },
      }),
    );
    const to = paths.certification.complianceInspection;
    navigate(toScreen(to, href(to)));
  };

  return (
    <QueryState {...queryStatus(query)} isEmpty={!info}>
      {info ? (
        <section className="mh-onb" data-state="ready" aria-labelledby="reuse-title">
          <h1 id="reuse-title" className="mh-onb-title">
            已有信息
          </h1>
          <h2 className="mh-onb-note">经营信息</h2>
          <DetailFields
            fields={[
              { label: '经营名称', value: info.businessInfo.mecDisNm },
              { label: '营业执照注册号', value: info.businessInfo.registCode },
              { label: '经营地区', value: formatAreaLabel(info.businessInfo.areaLabel) },
              { label: '经营地址', value: info.businessInfo.address },
              { label: '经营类目', value: info.businessInfo.mccValue },
            ]}
          />
          <h2 className="mh-onb-note">法人与结算信息</h2>
          <DetailFields
            fields={[
              { label: '法人姓名', value: info.legalPersonInfo.nameMask },
              { label: '身份证号', value: info.legalPersonInfo.idNoMask },
              { label: '结算卡号', value: info.legalPersonInfo.actNo, format: 'card' },
              { label: '手机号', value: info.legalPersonInfo.mblNo },
            ]}
          />
          <button type="button" className="mh-button mh-button--primary mh-button--block" onClick={reuse}>
            使用已有信息
          </button>
        </section>
      ) : null}
    </QueryState>
  );
}
