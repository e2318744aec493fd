// The devices screens' first call, sent by start-up before the store's code has arrived
// (lib/firstCalls.ts): what each screen's route prefetch asks the store for.
import { paths } from '../../config/paths';
import type { FirstCallTable } from '../../lib/firstCalls';
import { deviceTypesCall } from './api/calls';

const deviceTypes = () => [deviceTypesCall()];

export const firstCalls: FirstCallTable = {
  [paths.help.applyInstallPage]: deviceTypes,
  [paths.other.deviceApply]: deviceTypes,
  [paths.help.replaceDevice]: deviceTypes,
  [paths.help.replaceDeviceApply]: deviceTypes,
  [paths.other.deviceExchange]: deviceTypes,
};
