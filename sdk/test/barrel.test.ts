// The barrel names every public export of every module (docs/architecture.md "How the code reads": barrels only at package edges).
import { describe, expect, it } from 'vitest';
import * as sdk from '../src/index';
import * as bridge from '../src/bridge/index';
import * as client from '../src/client/index';
import * as endpoints from '../src/endpoints/index';
import * as envelope from '../src/envelope/index';
import * as format from '../src/format/index';
import * as gateway from '../src/gateway/index';
import * as headers from '../src/headers/index';
import * as routes from '../src/routes/index';
import * as validators from '../src/validators/index';

const modules = { bridge, client, endpoints, envelope, format, gateway, headers, routes, validators };

describe('sdk barrel', () => {
  it.each(Object.entries(modules))('re-exports every value of %s/', (_name, mod) => {
    const missing = Object.keys(mod).filter((key) => !(key in sdk));
    expect(missing).toEqual([]);
  });

  it('exports the names architecture.md promises', () => {
    const promised = [
      'generateAesKey',
      'aesEncrypt',
      'aesDecrypt',
      'rsaEncrypt',
      'tripleDesEncrypt',
      'tripleDesDecrypt',
      'sealRequestBody',
      'openResponseBody',
      'createEnvelopeV1',
      'createGateway',
      'resolveEnvironment',
      'newIdempotencyKey',
      'GatewayError',
      'isGatewayError',
      'HttpStatusError',
      'isHttpStatusError',
      'NetworkError',
      'isNetworkError',
      'UnauthorizedError',
      'isUnauthorizedError',
      'BusinessError',
      'isBusinessError',
      'AbortError',
      'isAbortError',
      'TimeoutError',
      'isTimeoutError',
      'hostAppHeaders',
      'miniProgramHeaders',
      'officialAccountHeaders',
      'canaryHeaders',
      'sealToken',
      'createBridge',
      'createNativeApi',
      'VERSION_GATES',
      'canReplacePage',
      'canOpenNotificationSettings',
      'canReportNotificationStatus',
      'BridgeTimeoutError',
      'isBridgeTimeoutError',
      'UnknownDeviceError',
      'isUnknownDeviceError',
      'NativeError',
      'isNativeError',
      'VersionGateError',
      'isVersionGateError',
      'detectClient',
      'isMiniProgram',
      'CHANNELS',
      'channelForSource',
      'isMobileNumber',
      'isRequired',
      'stripNonDigits',
      'stripNonWord',
      'isLeapYear',
      'splitCardNumber',
      'maskCardNumber',
      'formatYuan',
      'remRootFontSize',
      'applyRemLayout',
      'endpoints',
      'endpointList',
    ];
    expect(promised.filter((name) => !(name in sdk))).toEqual([]);
  });
});
