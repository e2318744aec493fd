import { describe, expect, it } from 'vitest';
import { createGateway } from '@merchant-h5/sdk';
import { createAppStore } from '../../app/store';
import { devKeys } from '../../config/keys';
import { memoryStorage } from '../../testing/renderWithStore';
import { setField, setOnboardingField } from './certificationSlice';
import { mergeFormTemp, setLoginToken } from './globalSlice';
import { DRAFTS_KEY } from './persistDrafts';

const gateway = () =>
  createGateway({ baseUrl: 'http://127.0.0.1:9/gateway', environment: 'mock', publicKey: devKeys.publicKey });

describe('drafts survive a reload of the web view', () => {
  it('restores the certification form, the onboarding forms and formTemp into a new store', () => {
    const storage = memoryStorage();
    const first = createAppStore({ gateway: gateway(), storage });
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

    const reloaded = createAppStore({ gateway: gateway(), storage }).getState();
    expect(reloaded.certification.form.registNo).toBe('91310000MA1FL0XX1X');
    expect(reloaded.certification.form.inputUserInfo.legalManName).toBe('张三');
    expect(reloaded.certification.form.haveSubmit).toBe(false);
    expect(reloaded.certification.onboarding.businessInfo).toEqual({ mccCd: '5812' });
    expect(reloaded.certification.onboarding.legalPersonInfo).toEqual({ identityName: '张三' });
    expect(reloaded.global.formTemp).toEqual({ step: 2 });
  });

  it('never writes the login token', () => {
    const storage = memoryStorage();
    const store = createAppStore({ gateway: gateway(), storage });
    store.dispatch(setLoginToken('secret-token'));
    store.dispatch(mergeFormTemp({ a: 1 }));
    expect(storage.getItem(DRAFTS_KEY)).not.toContain('secret-token');
    expect(createAppStore({ gateway: gateway(), storage }).getState().global.loginToken).toBe('');
  });

  it('starts empty from an unreadable draft', () => {
    const storage = memoryStorage();
    storage.setItem(DRAFTS_KEY, '{not json');
    expect(
      createAppStore({ gateway: gateway(), storage }).getState().certification.onboarding.businessInfo,
    ).toEqual({});
  });
});
