// POST /__sim/certification/channel/advance: one audit step of the Alipay / WeChat merchant
// certification, as the channel would take it.
import type { SimContext } from '../context';
import { CHANNEL_NAMES, METHOD_PICTURES, channelRecord } from '../gateway/handlers/certification/channel';
import { rejectedPictures } from './certification';
import { dateTime } from '../state/clock';
import { sessionState, type SimSession } from '../state/session';
import { ControlInputError } from './errors';

/** When no photo is refused and no reason given: a refusal of the method's proof itself. */
const DEFAULT_REASONS = ['提交的资料与工商登记信息不一致，请重新选择验证方式提交'];
const MAX_REASONS = 5;

function reasonsIn(body: Record<string, unknown>): string[] {
  const given = Array.isArray(body.reasons)
    ? body.reasons
    : typeof body.reason === 'string'
      ? [body.reason]
      : [];
  const reasons = given.filter((r): r is string => typeof r === 'string' && r.length > 0 && r.length <= 100);
  return reasons.length ? reasons.slice(0, MAX_REASONS) : DEFAULT_REASONS;
}

export function advanceChannelCertification(
  ctx: SimContext,
  session: SimSession,
  body: Record<string, unknown>,
) {
  const channel = body.channel ?? 'alipay';
  if (channel !== 'alipay' && channel !== 'wechat')
    throw new ControlInputError('invalid_channel', "channel must be 'alipay' or 'wechat'");
  const outcome = body.outcome ?? 'passed';
  if (outcome !== 'passed' && outcome !== 'rejected')
    throw new ControlInputError('invalid_outcome', "outcome must be 'passed' or 'rejected'");
  const now = ctx.settings.now();
  const rec = channelRecord(sessionState(ctx, session), channel, now);
  const from = rec.status;
  if (from !== 'auditing')
    throw new ControlInputError(
      'not_auditing',
      `the ${channel} certification is '${from}': only a submitted one (auditing) moves on`,
      409,
    );
  // Read before anything changes: a bad list leaves the audit where it was. The photos the method
  // looks at may be refused: the shop photo by default, none when only `reasons` are given.
  const pictures =
    outcome === 'rejected'
      ? rejectedPictures(
          body.pictures === undefined && body.reasons !== undefined ? { pictures: [] } : body,
          METHOD_PICTURES[rec.atMethod ?? 'legalPerson'],
        )
      : [];
  rec.status = outcome;
  rec.auditDueAt = null;
  rec.rejectedPics = pictures;
  rec.rejectReasons =
    outcome === 'rejected'
      ? body.reasons === undefined && body.reason === undefined && pictures.length
        ? pictures.map((p) => p.reason)
        : reasonsIn(body)
      : [];
  rec.history.push({
    status: outcome,
    time: dateTime(now),
    remark:
      outcome === 'passed'
        ? `${CHANNEL_NAMES[channel]}审核通过`
        : `审核驳回：${rec.rejectReasons.join('；')}`,
  });
  return {
    session: session.id,
    channel,
    from,
    status: rec.status,
    rejectReasons: rec.rejectReasons,
    rejectedPics: rec.rejectedPics,
  };
}
