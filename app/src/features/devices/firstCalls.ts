// The devices screens' first request, declared once (lib/firstQuery.ts): start-up sends its call
// before the store's code has arrived, and each route's prefetch (routes.tsx) starts the same
// endpoint through the store.
import { paths } from '../../config/paths';
import { firstCallTable, firstQuery } from '../../lib/firstQuery';
import { deviceTypesCall } from './api/calls';

export const deviceTypesFirst = [firstQuery({ endpoint: 'deviceTypes', call: deviceTypesCall })];

// Every screen that shows the types to apply for or the merchant's terminals starts with them.
export const firstCalls = firstCallTable(
  [
    paths.help.applyInstallPage,
    paths.other.deviceApply,
    paths.help.replaceDevice,
    paths.help.replaceDeviceApply,
    paths.other.deviceExchange,
  ].map((pattern) => ({ pattern, queries: deviceTypesFirst })),
);
