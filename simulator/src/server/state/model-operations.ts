// State types of devices, activities, abnormal trades, messages and tasks (see model.ts). What the
// handlers answer as it is stored comes from the SDK's contract.
export type { Activity, AppMessage, AppTask, Prize } from '@merchant-h5/sdk';

export interface ProgressStep {
  status: string;
  statusName: string;
  time: string;
  remark: string;
}

export interface Device {
  deviceId: string;
  sn: string;
  deviceType: string;
  deviceTypeName: string;
  bindTime: string;
  status: string;
  statusName: string;
}

export interface DeviceApplication {
  id: string;
  kind: 'apply' | 'replace' | 'cooperate' | 'jwb';
  deviceType: string;
  deviceTypeName: string;
  status: string;
  statusName: string;
  applyTime: string;
  urgeCount: number;
  lastUrgeTime: string | null;
  form: Record<string, unknown>;
  progress: ProgressStep[];
}

export interface AbnormalTransaction {
  abnormalId: string;
  uuid: string;
  tranDt: string;
  amount: number;
  tradeType: string;
  tradeTypeName: string;
  reason: string;
  /** '0' waiting for the merchant, '1' recovering, '2' recovered */
  status: '0' | '1' | '2';
  statusName: string;
  recovery: ProgressStep[];
}
