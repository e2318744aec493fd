// The status line of a section with actions: what the last action did, or the server's refusal
// (今日已签到, 礼包已领取). One live region, always in the page, so each change is announced once.
export interface Notice {
  text: string;
  tone?: 'success' | 'warning';
}

export function PointsNotice({ notice }: { notice: Notice | undefined }) {
  return (
    <p className="mh-points-notice" role="status" data-tone={notice?.tone ?? 'success'}>
      {notice?.text ?? ''}
    </p>
  );
}
