// user-service: merchant onboarding (merchant/access): settlement card, images, areas, categories,
// the access submission and merchant info changes.
import { formatArea } from '@merchant-h5/sdk';
import { areaName, areasUnder, loadCatalog } from '../../../state/catalog';
import { ymd } from '../../../state/clock';
import { maskCard, maskIdNo, maskName } from '../../../state/generate/mask';
import type { MerchantState } from '../../../state/model';
import { formData, formOrNone, submitForm } from '../forms';
import { mintId, optString } from '../input';
import {
  checkBusinessInfo,
  checkLegalPersonInfo,
  checkSmallBusinessInfo,
  section,
  withMaskedNumbers,
} from './onboarding-fields';
import { maskPhone, wrongState } from '../rules';
import type { HandlerRequest, ServiceHandlers } from '../types';
import { readUploadedImage } from '../uploaded-image';
import { publicCard } from '../cards/card-bind';

/** The registered area as the app shows it (the SDK's formatArea): 上海市 黄浦区, the city not repeated. */
function registeredArea(fixturesDir: string, state: MerchantState): string {
  const catalog = loadCatalog(fixturesDir);
  const name = (code: string) => areaName(catalog, code);
  const { regProvCd, regCityCd, regDistCd } = state.profile;
  return formatArea({ province: name(regProvCd), city: name(regCityCd), district: name(regDistCd) });
}

const EDITABLE = ['merchantName', 'shortName', 'businessAddress', 'mccCd', 'mccValue'] as const;

function updateProfile({
  state,
  input,
}: HandlerRequest<'merchantAccessUpdateMerchantInfo' | 'merchantAccessModifyMerchantInfo'>) {
  let changed = 0;
  for (const key of EDITABLE) {
    const value = optString(input, key);
    if (value !== undefined) {
      state.profile[key] = value;
      changed += 1;
    }
  }
  if (changed === 0) throw wrongState(`没有可更新的字段（${EDITABLE.join('、')}）`);
  return {
    updated: changed,
    merchantName: state.profile.merchantName,
    shortName: state.profile.shortName,
    businessAddress: state.profile.businessAddress,
  };
}

function incom(kind: 'access' | 'microAccess') {
  return ({ state, input, now }: HandlerRequest<'merchantAccessIncom' | 'merchantAccessMicroIncom'>) => {
    const current = state.forms[kind];
    if (current?.status === '01') throw wrongState('入网审核中，请勿重复提交');
    if (current?.status === '00') throw wrongState('已入网');
    if (kind === 'access') checkBusinessInfo(section(input, 'businessInfo'));
    else checkSmallBusinessInfo(section(input, 'smallBusinessInfo'));
    checkLegalPersonInfo(section(input, 'legalPersonInfo'), now);
    return submitForm(state, kind, withMaskedNumbers(formData(input)), now);
  };
}

function legalPersonInfo(state: MerchantState) {
  const card = state.cards.find((c) => c.isSettlement);
  return {
    identityName: maskName(state.profile.legalManName),
    nameMask: maskName(state.profile.legalManName),
    idNoMask: maskIdNo(state.profile.legalManCardNo),
    actNo: card ? maskCard(card.cardNo) : '',
    actName: maskName(state.profile.legalManName),
    mblNo: maskPhone(state.profile.phone),
  };
}

export const accessHandlers = {
  merchantAccessGetSettlementCard: ({ state }) => {
    const settlement = state.cards.find((c) => c.isSettlement);
    return { settlementCard: settlement ? publicCard(settlement) : null, cards: state.cards.map(publicCard) };
  },
  merchantAccessUploadImage: ({ state, input, now }) => {
    const { size, extension } = readUploadedImage(input);
    const id = mintId(state, 'IMG', ymd(now));
    return {
      imageId: id,
      url: `/h5/static/upload/${id}.${extension}`,
      type: optString(input, 'type') ?? 'other',
      size,
    };
  },
  merchantAccessFindAreaList: ({ ctx, input }) => {
    const areaId = optString(input, 'areaId');
    return { areaId: areaId ?? null, list: areasUnder(ctx.config.fixturesDir, areaId) };
  },
  merchantAccessGetBusinessType: ({ ctx }) => {
    const mcc = loadCatalog(ctx.config.fixturesDir).mcc;
    const categories = [...new Set(mcc.map((m) => m.category))];
    return {
      list: categories.map((category) => ({
        category,
        children: mcc.filter((m) => m.category === category),
      })),
    };
  },
  merchantAccessGetAuthentication: ({ ctx, state }) => ({
    realNameStatus: state.realName.status,
    certStatus: state.certification.status,
    businessInfo: {
      mecDisNm: state.profile.merchantName,
      registCode: state.profile.registNo,
      address: state.profile.businessAddress,
      regProvCd: state.profile.regProvCd,
      regCityCd: state.profile.regCityCd,
      regDistCd: state.profile.regDistCd,
      areaLabel: registeredArea(ctx.config.fixturesDir, state),
      mccCd: state.profile.mccCd,
      mccValue: state.profile.mccValue,
    },
    legalPersonInfo: legalPersonInfo(state),
  }),
  merchantAccessFindAccessResult: ({ state }) => {
    const f = formOrNone(state, 'access');
    return {
      accessStatus: f.status,
      statusName: f.statusName,
      merchantNo: state.profile.merchantNo,
      submitTime: f.submitTime,
    };
  },
  merchantAccessIncom: incom('access'),
  merchantAccessFindAccessInfoBySts: ({ state, input }) => {
    const key = optString(input, 'kind') === 'micro' ? 'microAccess' : 'access';
    return formOrNone(state, key);
  },
  merchantAccessUpdateMerchantInfo: updateProfile,
  merchantAccessModifyMerchantInfo: updateProfile,
  merchantAccessTypeChooseShow: () => ({
    showNormal: '1',
    showMicro: '1',
    types: [
      { type: '01', name: '个体工商户', description: '有营业执照' },
      { type: '02', name: '小微商户', description: '无营业执照' },
      { type: '03', name: '企业商户', description: '企业营业执照' },
    ],
  }),
  merchantAccessMicroIncom: incom('microAccess'),
} satisfies Partial<ServiceHandlers<'user-service'>>;
