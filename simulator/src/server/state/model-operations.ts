// State types of devices, activities, abnormal trades, messages and tasks (see model.ts). What the
// handlers answer as it is stored comes from the SDK's contract.
export type { Activity, AppMessage, AppTask, Prize } from '@merchant-h5/sdk';

// Terminals, applications and abnormal trades are stored as the SDK answers them.
export type { AbnormalTransaction, Device, DeviceApplication, ProgressStep } from '@merchant-h5/sdk';
