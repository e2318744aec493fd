// Card machines (docs/product.md §2 "Help" and "Other"): apply for a terminal, follow and urge the
// application, the merchant's terminals; replacing a broken one and exchanging it.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { prefetchFirst } from '../../lib/firstQuery';
import { paths } from '../../config/paths';
import { deviceTypesApi } from './api/deviceTypes';
import { deviceTypesFirst } from './firstCalls';

const prefetchDeviceTypes = prefetchFirst(deviceTypesFirst, deviceTypesApi.endpoints);

const routes: AppRoute[] = [
  {
    pattern: paths.help.applyInstallPage,
    lazy: () => import('./screens/ApplyInstallScreen'),
    key: true,
    prefetch: prefetchDeviceTypes,
  },
  { pattern: paths.help.applySucessPage, lazy: () => import('./screens/ApplySuccessScreen') },
  { pattern: paths.help.applyProgress, lazy: () => import('./screens/ApplyProgressScreen') },
  {
    pattern: paths.other.deviceApply,
    lazy: () => import('./screens/DeviceApplyScreen'),
    prefetch: prefetchDeviceTypes,
  },
  {
    pattern: paths.help.replaceDevice,
    lazy: () => import('./screens/ReplaceDeviceScreen'),
    prefetch: prefetchDeviceTypes,
  },
  {
    pattern: paths.help.replaceDeviceApply,
    lazy: () => import('./screens/ReplaceDeviceApplyScreen'),
    prefetch: prefetchDeviceTypes,
  },
  { pattern: paths.help.bigMacReplaceDevice, lazy: () => import('./screens/BigMacReplaceDeviceScreen') },
  { pattern: paths.help.bigMacResult, lazy: () => import('./screens/BigMacResultScreen') },
  {
    pattern: paths.other.deviceExchange,
    lazy: () => import('./screens/DeviceExchangeScreen'),
    prefetch: prefetchDeviceTypes,
  },
  { pattern: paths.other.deviceExchangeResult, lazy: () => import('./screens/DeviceExchangeResultScreen') },
];

export const area: FeatureArea = { name: 'devices', title: '机具申请与换机', routes };
