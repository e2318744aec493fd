// State types of devices, activities, abnormal trades, messages and tasks (see model.ts).

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

export interface Prize {
  prizeId: string;
  activityId: string;
  activityName: string;
  prizeName: string;
  prizeType: string;
  amount: number;
  time: string;
  status: string;
  statusName: string;
}

export interface Activity {
  activityId: string;
  kind: string;
  name: string;
  startDate: string;
  endDate: string;
  drawTimes: number;
  progress: number;
  target: number;
  rules: string;
  prizes: Array<{ prizeName: string; prizeType: string; amount: number; weight: number }>;
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

export interface Message {
  id: string;
  type: '01' | '02' | '03';
  typeName: string;
  title: string;
  content: string;
  date: string;
  createTime: string;
  read: boolean;
}

export interface Task {
  taskId: string;
  title: string;
  description: string;
  rewardPoints: number;
  progress: number;
  target: number;
  /** '0' doing, '1' done (reward waiting), '2' rewarded */
  status: '0' | '1' | '2';
}
