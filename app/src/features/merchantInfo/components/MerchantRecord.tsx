// One saved merchant information record, as the server answered it: the shop, the contact (mobile
// masked), the category and the address, with the way to change it.
import { Link } from 'react-router-dom';
import { formatArea, maskMobile } from '@merchant-h5/sdk';
import type { TouchMerchant } from '@merchant-h5/sdk';
import { Section } from '../../../components/Section/Section';
import { SummaryTable } from '../../../components/SummaryTable/SummaryTable';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { areaNamesOf } from '../../../lib/area';
import { useAreaTree } from '../../../lib/areaList';

export function MerchantRecord({ record, title }: { record: TouchMerchant; title?: string }) {
  const { areas } = useAreaTree();
  const area = formatArea(
    areaNamesOf(areas, {
      provinceCode: record.provinceCode,
      cityCode: record.cityCode,
      districtCode: record.districtCode,
    }),
  );
  return (
    <Section
      look="card"
      title={title ?? record.merchantName}
      action={
        <Link
          className="mh-button mh-button--link"
          to={href(paths.tasks.touchIndex, { type: 'edit', uuid: record.id })}
          aria-label={`修改 ${record.merchantName}`}
        >
          修改
        </Link>
      }
    >
      <SummaryTable
        layout="column"
        items={[
          { label: '店铺名称', value: record.merchantName },
          { label: '联系人', value: record.contactName || '未填写' },
          { label: '联系手机号', value: maskMobile(record.phone) },
          { label: '经营类目', value: record.mccValue || '未选择' },
          { label: '所在地区', value: area || '未选择' },
          { label: '详细地址', value: record.address || '未填写' },
          { label: '来源', value: record.autoImport === '1' ? '自动导入' : '手动添加' },
          { label: '保存时间', value: record.createTime },
        ]}
      />
    </Section>
  );
}
