// State types of devices, activities, abnormal trades, messages and tasks (see model.ts).

// Terminals, applications and abnormal trades are stored as the SDK answers them.
export type { AbnormalTransaction, Device, DeviceApplication, ProgressStep } from '@merchant-h5/sdk';

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
