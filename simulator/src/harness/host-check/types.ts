export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
  data?: unknown;
}
