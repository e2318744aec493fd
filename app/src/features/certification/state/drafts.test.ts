import { describe, expect, it } from 'vitest';
import { mergeFormTemp, setLoginToken } from '../../../lib/state/globalSlice';
import { DRAFTS_KEY } from '../../../lib/state/persistDrafts';
import { memoryStorage } from '../../../testing/renderWithStore';
import { createTestStore } from '../../../testing/testStore';
import { setField, setOnboardingField, withCertification } from './certificationSlice';

const certification = withCertification.selector((state) => state.certification);

describe('drafts survive a reload of the web view', () => {
  it('restores the certification form, the onboarding forms and formTemp into a new store', () => {
    const storage = memoryStorage();
    const first = createTestStore(storage);
    first.dispatch(setField('registNo', '91310000MA1FL0XX1X'));
    first.dispatch(
      setField('inputUserInfo', {
        useSelfInfo: false,
        legalManName: '张三',
        legalManCardNo: '',
        cardStartTime: '',
        cardEndTime: '',
      }),
    );
    first.dispatch(setOnboardingField('businessInfo', 'mccCd', '5812'));
    first.dispatch(setOnboardingField('legalPersonInfo', 'identityName', '张三'));
    first.dispatch(mergeFormTemp({ step: 2 }));

    const reloaded = createTestStore(storage).getState();
    const cert = certification(reloaded);
    expect(cert.form.registNo).toBe('91310000MA1FL0XX1X');
    expect(cert.form.inputUserInfo.legalManName).toBe('张三');
    expect(cert.form.haveSubmit).toBe(false);
    expect(cert.onboarding.businessInfo).toEqual({ mccCd: '5812' });
    expect(cert.onboarding.legalPersonInfo).toEqual({ identityName: '张三' });
    expect(reloaded.global.formTemp).toEqual({ step: 2 });
  });

  it('never writes the login token', () => {
    const storage = memoryStorage();
    const store = createTestStore(storage);
    store.dispatch(setLoginToken('secret-token'));
    store.dispatch(mergeFormTemp({ a: 1 }));
    expect(storage.getItem(DRAFTS_KEY)).not.toContain('secret-token');
    expect(createTestStore(storage).getState().global.loginToken).toBe('');
  });

  it('never writes an ID number, a card number or a token, and the rest of the form survives', () => {
    const storage = memoryStorage();
    const store = createTestStore(storage);
    const idNo = '11010519491231002X';
    const card = '6222021234567890123';
    store.dispatch(setField('legalManCardNo', idNo));
    store.dispatch(setField('actNo', card));
    store.dispatch(setField('businessName', '好再来小吃'));
    store.dispatch(setOnboardingField('legalPersonInfo', 'identityNo', idNo));
    store.dispatch(setOnboardingField('legalPersonInfo', 'idNoMask', '1101**********002X'));
    store.dispatch(setOnboardingField('updateCreditCard', 'cardNum', '6222 0212 3456 7890 123'));
    store.dispatch(setOnboardingField('updateCreditCard', 'bankName', '工商银行'));
    store.dispatch(setOnboardingField('legalPersonInfo', 'mblNo', '13812345678'));
    store.dispatch(
      mergeFormTemp({ typed: card, token: 'sim-token:s:certified', note: '第二步', said: '138 1234 5679' }),
    );

    const raw = storage.getItem(DRAFTS_KEY) ?? '';
    for (const secret of [idNo, card, '6222 0212', 'sim-token', '13812345678', '138 1234 5679'])
      expect(raw).not.toContain(secret);

    const cert = certification(createTestStore(storage).getState());
    expect(cert.form).toMatchObject({ legalManCardNo: '', actNo: '', businessName: '好再来小吃' });
    expect(cert.onboarding.legalPersonInfo).toEqual({ idNoMask: '1101**********002X' });
    expect(cert.onboarding.updateCreditCard).toEqual({ bankName: '工商银行' });
  });

  it('drops secrets a draft saved by an older version still holds', () => {
    const storage = memoryStorage();
    storage.setItem(
      DRAFTS_KEY,
      JSON.stringify({ certification: { form: { legalManCardNo: '11010519491231002X', registNo: 'R1' } } }),
    );
    const cert = certification(createTestStore(storage).getState());
    expect(cert.form).toMatchObject({ legalManCardNo: '', registNo: 'R1' });
  });

  it('starts empty from an unreadable draft', () => {
    const storage = memoryStorage();
    storage.setItem(DRAFTS_KEY, '{not json');
    expect(certification(createTestStore(storage).getState()).onboarding.businessInfo).toEqual({});
  });
});
