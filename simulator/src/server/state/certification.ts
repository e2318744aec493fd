// Certification's state (app/src/features/certification; handlers/certification/): the business
// certification, the real name, the Alipay / WeChat channels and the touch merchants onboarding adds.
import type { AtMethod, CertChannel, EndpointResponse, RejectedPicture } from '@merchant-h5/sdk';

export type AuditStatus = 'none' | 'auditing' | 'passed' | 'rejected';

export interface AuditEvent {
  status: AuditStatus;
  time: string;
  remark: string;
}

export interface Certification {
  status: AuditStatus;
  /** Simulator-clock time at which an 'auditing' submission passes on its own (null: never). */
  auditDueAt: number | null;
  rejectReason: string | null;
  /** The photos a rejection refused: reSubmit must bring each of them again, changed. */
  rejectedPics: RejectedPicture[];
  form: Record<string, unknown> | null;
  history: AuditEvent[];
}

/** One channel's merchant certification (handlers/certification/channel.ts). */
export interface ChannelRecord {
  opened: boolean;
  atMethod: AtMethod | null;
  status: AuditStatus;
  rejectReasons: string[];
  /** The photos the channel refused: re-uploaded alone, the method's proof kept. */
  rejectedPics?: RejectedPicture[];
  /** The photos sent with it (image ids), by field. */
  pictures?: Record<string, string>;
  /** Simulator-clock time at which an 'auditing' certification passes on its own (null: never). */
  auditDueAt: number | null;
  /** The settlement card it verifies (account method). */
  cardId: string | null;
  history: AuditEvent[];
}

export interface CertificationState {
  certification: Certification;
  realName: { status: AuditStatus; name: string | null; idNo: string | null };
  touchMerchants: Array<EndpointResponse<'touchAdd'>>;
  /** The Alipay / WeChat merchant certifications, created when one is first asked about. */
  channels?: Partial<Record<CertChannel, ChannelRecord>>;
}
