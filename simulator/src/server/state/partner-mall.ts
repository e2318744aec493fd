// The partner malls' state (app/src/features/partnerMall; handlers/partnerMall/).
export interface PartnerMallState {
  /** Points activities taken part in (integralAttend): activityId → when, 'YYYY-MM-DD HH:mm:ss'. */
  activityAttendance: Record<string, string>;
}
