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

  it('starts empty from an unreadable draft', () => {
    const storage = memoryStorage();
    storage.setItem(DRAFTS_KEY, '{not json');
    expect(certification(createTestStore(storage).getState()).onboarding.businessInfo).toEqual({});
  });
});
