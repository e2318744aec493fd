// The mini program's way home (/zEraAGeneraMiniProgramWeb/openMiniProgram): in the mini program's
// web-view, the page hands the merchant to the mini program's own home page through the JS-SDK
// (wx.miniProgram.reLaunch), once on arrival and again on a tap. Anywhere else there is no mini
// program to hand to: the page says where to open it.
import { useEffect, useRef } from 'react';
import { Section } from '../../../components/Section/Section';
import { StatusHeadline } from '../../../components/StatusHeadline/StatusHeadline';
import { MINI_PROGRAM_HOME_PAGE } from '../../../config/miniProgram';
import { useHost } from '../../../lib/host/useHost';
import './guides.css';

export const NOT_IN_MINI_PROGRAM_TEXT =
  '请在微信中打开商户小程序：微信首页下拉，在“最近使用”中找到“商户”小程序';

export function OpenMiniProgramView() {
  const { miniProgram } = useHost();
  const reLaunch = miniProgram?.reLaunch;
  const sent = useRef(false);
  const goHome = () => void reLaunch?.({ url: MINI_PROGRAM_HOME_PAGE });

  useEffect(() => {
    if (!reLaunch || sent.current) return;
    sent.current = true;
    void reLaunch({ url: MINI_PROGRAM_HOME_PAGE });
  }, [reLaunch]);

  return (
    <div className="mh-guide" data-state="ready">
      <StatusHeadline
        label="商户小程序"
        value={reLaunch ? '正在打开小程序首页…' : '请在小程序中打开'}
        valueTestId="open-mp-state"
      />
      <Section>
        {reLaunch ? (
          <button type="button" className="mh-button mh-button--primary mh-button--block" onClick={goHome}>
            打开小程序首页
          </button>
        ) : (
          <p className="mh-guide-notice" role="alert">
            {NOT_IN_MINI_PROGRAM_TEXT}
          </p>
        )}
      </Section>
    </div>
  );
}
