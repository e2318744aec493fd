// /touch/index/{type?}/{uuid?}: without a record, the merchant information saved so far, or the form
// to fill it in (prefilled from touchQueryAddInit's defaults and the merchant's name); with one,
// 'view' shows that record and 'edit' changes it through touchUpdate (docs/product.md §2 "Other").
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { TouchMerchant } from '@merchant-h5/sdk';
import { QueryState } from '../../../components/QueryState/QueryState';
import { parallelQueryStatus, queryStatus } from '../../../components/QueryState/queryStatus';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import {
  isTouchList,
  useAddTouchMerchantMutation,
  useTouchAddInitQuery,
  useTouchMerchantQuery,
  useTouchMerchantsQuery,
  useUpdateTouchMerchantMutation,
} from '../api/touch';
import { MerchantInfoForm } from './MerchantInfoForm';
import { MerchantRecord } from './MerchantRecord';
import { valuesOf } from './merchantForm';
import type { MerchantFormValues } from './merchantForm';
import './merchantInfo.css';

const viewHref = (id: string) => href(paths.tasks.touchIndex, { type: 'view', uuid: id });

/** The empty form, prefilled with what the server has: the merchant's name, category and province. */
export function useNewMerchantValues(merchantName: string | undefined) {
  const init = useTouchAddInitQuery();
  const mccCd = init.data?.defaults.mccCd ?? '';
  const values: MerchantFormValues = {
    merchantName: merchantName ?? '',
    contactName: '',
    phone: '',
    mcc: { mccCd, mccValue: init.data?.mccList.find((m) => m.mccCd === mccCd)?.mccValue ?? '' },
    area: { provinceCode: init.data?.defaults.regProvCd ?? '', cityCode: '', districtCode: '' },
    address: '',
  };
  return { init, values };
}

function SavedList() {
  const list = useTouchMerchantsQuery();
  const answer = list.data && isTouchList(list.data) ? list.data : undefined;
  const { init, values } = useNewMerchantValues(answer?.merchantName);
  const [add] = useAddTouchMerchantMutation();
  const navigate = useNavigate();
  const empty = answer?.total === 0;
  // Both calls start together; a retry sends again whichever failed, so one 重试 recovers both.
  return (
    <QueryState {...parallelQueryStatus(list, init)}>
      {answer && empty ? (
        <div data-state="ready">
          <p className="mh-merchant-intro">填写店铺资料，服务商据此联系您、为您安装和维护收款设备。</p>
          <MerchantInfoForm
            initial={values}
            action="touch-add"
            submitLabel="保存"
            save={(body, idempotencyKey) => add({ body, idempotencyKey, byHand: false })}
            onSaved={(saved) => navigate(viewHref(saved.id), { replace: true })}
          />
        </div>
      ) : answer ? (
        <div data-state="ready">
          <p className="mh-merchant-intro">已保存的商户资料（{answer.total} 条）</p>
          {answer.list.map((record) => (
            <MerchantRecord key={record.id} record={record} />
          ))}
          <Link className="mh-button mh-button--block" to={href(paths.tasks.touchNonAutoImport)}>
            手动添加商户
          </Link>
        </div>
      ) : null}
    </QueryState>
  );
}

function OneRecord({ id, editing }: { id: string; editing: boolean }) {
  const one = useTouchMerchantQuery(id);
  const record = one.data && !isTouchList(one.data) ? (one.data as TouchMerchant) : undefined;
  const [update] = useUpdateTouchMerchantMutation();
  const navigate = useNavigate();
  return (
    <QueryState {...queryStatus(one)}>
      {record ? (
        <div data-state="ready">
          {editing ? (
            <MerchantInfoForm
              key={record.id}
              initial={valuesOf(record)}
              action={`touch-edit-${record.id}`}
              submitLabel="保存修改"
              save={(body, idempotencyKey) => update({ body: { ...body, id: record.id }, idempotencyKey })}
              onSaved={(saved) => navigate(viewHref(saved.id), { replace: true })}
            />
          ) : (
            <>
              <p className="mh-merchant-intro" role="status">
                商户资料已保存
              </p>
              <MerchantRecord record={record} />
              <Link className="mh-button mh-button--block" to={href(paths.tasks.touchIndex)}>
                全部商户资料
              </Link>
            </>
          )}
        </div>
      ) : null}
    </QueryState>
  );
}

export function MerchantInfoView() {
  const { type, uuid } = useParams();
  if (!uuid) return <SavedList />;
  return <OneRecord key={`${type ?? ''}-${uuid}`} id={uuid} editing={type === 'edit'} />;
}
