// The last seven days of sign-in as the server counts them (today last): each day says in words
// whether it was signed, today is marked as the current date.
import type { SignInStatus } from '@merchant-h5/sdk';
import { monthDayCn } from '../../../lib/dates';

export function SignInCalendar({ calendar }: { calendar: SignInStatus['calendar'] }) {
  const last = calendar.length - 1;
  return (
    <ol className="mh-points-calendar" aria-label="近 7 天签到">
      {calendar.map((day, i) => (
        <li
          key={day.date}
          data-signed={day.signed}
          data-today={i === last ? '' : undefined}
          aria-current={i === last ? 'date' : undefined}
          aria-label={`${i === last ? '今天' : monthDayCn(day.date)} ${day.signed ? '已签到' : '未签到'}`}
        >
          <span aria-hidden="true">{i === last ? '今天' : `${Number(day.date.slice(6, 8))}日`}</span>
          <strong aria-hidden="true">{day.signed ? '已签' : '未签'}</strong>
        </li>
      ))}
    </ol>
  );
}
