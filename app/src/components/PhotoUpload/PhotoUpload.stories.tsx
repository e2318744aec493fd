import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhotoUpload } from './PhotoUpload';
import {
  deviceSample,
  idBackSample,
  idFrontSample,
  licenceSample,
  shopFrontSample,
  shopInsideSample,
} from './samples';

/** Uploads nothing: answers after a second, as a slow network would. */
const upload = () =>
  new Promise<{ pictureId: string }>((resolve) => setTimeout(() => resolve({ pictureId: 'IMG1' }), 1000));

const meta: Meta<typeof PhotoUpload> = {
  title: 'Forms/PhotoUpload',
  component: PhotoUpload,
  args: { label: '营业执照照片', sample: licenceSample, upload, onUploaded: () => {} },
  decorators: [
    (Story) => (
      <div className="mh-form">
        <section className="mh-form-section">
          <Story />
        </section>
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof PhotoUpload>;

/** Before a photo: the sample of a good one beside the slot; after, behind 查看示例. */
export const BusinessLicence: Story = {};
export const IdCardFront: Story = { args: { label: '法人身份证人像面', sample: idFrontSample } };
export const IdCardBack: Story = { args: { label: '法人身份证国徽面', sample: idBackSample } };
export const ShopFront: Story = { args: { label: '门头照', sample: shopFrontSample } };
export const ShopInside: Story = { args: { label: '店内环境照', sample: shopInsideSample } };
export const BrokenDevice: Story = { args: { label: '故障照片', sample: deviceSample } };
/** A form-level message on the slot. */
export const Missing: Story = { args: { error: '请上传营业执照照片' } };
/** Without a sample: the slot alone. */
export const NoSample: Story = { args: { label: '补充照片（选填）', sample: undefined } };
