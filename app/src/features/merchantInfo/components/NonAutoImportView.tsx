// /touch/nonAutoImport: the same form for a merchant added by hand (touchNoAutoAdd), prefilled with
// the add form's defaults, landing on the saved record.
import { useNavigate } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useAddTouchMerchantMutation } from '../api/touch';
import { MerchantInfoForm } from './MerchantInfoForm';
import { useNewMerchantValues } from './MerchantInfoView';
import './merchantInfo.css';

export function NonAutoImportView() {
  const { init, values } = useNewMerchantValues('');
  const [add] = useAddTouchMerchantMutation();
  const navigate = useNavigate();
  return (
    <QueryState {...queryStatus(init)}>
      {init.data ? (
        <div data-state="ready">
          <p className="mh-merchant-intro">手动添加一家商户的资料，保存后可在商户资料中查看和修改。</p>
          <MerchantInfoForm
            initial={values}
            action="touch-manual"
            submitLabel="添加商户"
            save={(body, idempotencyKey) => add({ body, idempotencyKey, byHand: true })}
            onSaved={(saved) =>
              navigate(href(paths.tasks.touchIndex, { type: 'view', uuid: saved.id }), { replace: true })
            }
          />
        </div>
      ) : null}
    </QueryState>
  );
}
