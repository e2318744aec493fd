// Control routes that move a feature along by hand or hand the app a hostile answer
// (shared/control-api/features.ts declares them); each calls its control/<feature>.ts.
import type { FEATURE_ROUTES, ReviewedForm } from '../../shared/control-api/features';
import type { SimContext } from '../context';
import type { ControlActions } from './action';
import { advanceRecovery } from './abnormal';
import { activitiesSummary, putActivity } from './activities';
import { advanceCertification } from './certification';
import { advanceChannelCertification } from './channel-certification';
import { advanceDeviceApplication } from './device-applications';
import { advanceOnboarding } from './onboarding';
import { chooseSnapshotVisits, officialAccountSummary } from './official-account';
import { choosePartnerLogin, partnerLogin, restorePartnerLogin } from './partner-login';
import { addMessage } from './messages';
import { chooseServerHtml, restoreServerHtml, serverHtmlOf } from './server-html';
import { makeTrade } from './trades';

export function featureActions(ctx: SimContext): Pick<ControlActions, keyof typeof FEATURE_ROUTES> {
  return {
    'POST /certification/advance': {
      run: (s, { body }) => advanceCertification(ctx, s, body),
      log: () => 'certification advanced',
    },
    'POST /onboarding/advance': {
      run: (s, { body }) => advanceOnboarding(ctx, s, body.form as ReviewedForm | undefined),
      log: () => 'onboarding advanced',
    },
    'POST /certification/channel/advance': {
      run: (s, { body }) => advanceChannelCertification(ctx, s, body),
      log: () => 'channel certification advanced',
    },
    'POST /abnormal/advance': {
      run: (s, { body }) => advanceRecovery(ctx, s, body),
      log: () => 'abnormal recovery advanced',
    },
    'POST /device-applications/advance': {
      run: (s, { body }) => advanceDeviceApplication(ctx, s, body),
      log: () => 'device application advanced',
    },
    'GET /points/partner-login': { run: (s) => partnerLogin(s) },
    'PUT /points/partner-login': {
      run: (s, { body }) => choosePartnerLogin(s, body),
      log: ({ body }) =>
        body.url === null ? 'partner login restored' : 'partner login → the address set by QA',
    },
    'DELETE /points/partner-login': {
      run: (s) => restorePartnerLogin(s),
      log: () => 'partner login restored',
    },
    'GET /official-account': { run: (s) => officialAccountSummary(ctx, s) },
    'PUT /official-account': {
      run: (s, { body }) => chooseSnapshotVisits(ctx, s, body),
      log: ({ body }) => `official account: snapshot visits ${body.snapshot === true ? 'on' : 'off'}`,
    },
    'GET /activities': { run: (s) => activitiesSummary(ctx, s) },
    'PUT /activities': {
      run: (s, { body }) => putActivity(ctx, s, body),
      log: ({ body }) => `activity ${String(body.activityId)} set by QA`,
    },
    'POST /trades': {
      run: (s, { body }) => makeTrade(ctx, s, body),
      log: ({ body }) => `trade of ${String(body.amount)} yuan taken`,
    },
    'POST /messages': {
      run: (s, { body }) => addMessage(ctx, s, body),
      log: ({ body }) => `message ${String(body.type)} sent`,
    },
    'GET /server-html': { run: (s) => serverHtmlOf(s) },
    'PUT /server-html': {
      run: (s, { body }) => chooseServerHtml(s, body),
      log: ({ body }) => (body.html === null ? 'server HTML restored' : 'server HTML → the markup set by QA'),
    },
    'DELETE /server-html': {
      run: (s) => restoreServerHtml(s),
      log: () => 'server HTML restored',
    },
  };
}
