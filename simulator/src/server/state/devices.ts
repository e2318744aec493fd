// The devices' state (app/src/features/devices; handlers/devices/): the merchant's terminals and the
// applications to install or replace one. Stored as the SDK answers them.
import type { Device, DeviceApplication } from '@merchant-h5/sdk';

export type { Device, DeviceApplication, ProgressStep } from '@merchant-h5/sdk';

export interface DevicesState {
  devices: Device[];
  deviceApplications: DeviceApplication[];
}
