// Claiming goods won: 领取 lists the merchant's addresses (newest first), 寄到这里 opens the sheet
// that names the prize and the address, and 确认领取 claims once (useSubmitOnce: a double tap
// or a retry after a lost answer carries the same key). A refusal (expired, already claimed) shows
// under the row in the server's words; the list reloads either way. With no address yet, it says
// where one is added. A plain list, not ChoiceGroup: its rows travel in the build's formKit, and a
// tenth screen importing them moves them into the chunk every screen loads (the build refuses that).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { DeliveryAddress, Prize } from '@merchant-h5/sdk';
import { ConfirmSheet } from '../../../components/ConfirmSheet/ConfirmSheet';
import { href, paths } from '../../../config/paths';
import { showYmd } from '../../../lib/dates';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useClaimPrizeMutation } from '../api/prizes';
import { addressText, recipientText } from '../lib/address';
import './activities.css';

export interface PrizeClaimProps {
  prize: Prize;
  /** The merchant's addresses; undefined while they load. */
  addresses: readonly DeliveryAddress[] | undefined;
}

export function PrizeClaim({ prize, addresses }: PrizeClaimProps) {
  const [claim] = useClaimPrizeMutation();
  const { submit, submitting } = useSubmitOnce(`claim-${prize.prizeId}`);
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<DeliveryAddress | null>(null);
  const [refusal, setRefusal] = useState<string>();
  // A refusal is final for its attempt: the next 确认领取 is a new attempt with a new key.
  const [attempt, setAttempt] = useState(0);

  if (addresses && addresses.length === 0)
    return (
      <div className="mh-prize-claim" data-testid="no-address">
        <p className="mh-prize-note">
          暂无收货地址：兑换积分商城的实物时可添加收货地址，添加后回到这里领取。
        </p>
        <Link className="mh-button mh-button--link" to={href(paths.points.pointMall)}>
          去积分商城添加地址
        </Link>
      </div>
    );

  const onConfirm = async () => {
    if (!chosen) return;
    const body = { prizeId: prize.prizeId, addressId: chosen.addressId };
    let sent = false;
    const result = await submit(
      { body, attempt },
      (idempotencyKey) => {
        sent = true;
        return claim({ body, idempotencyKey });
      },
      {
        shownInline: (error) => {
          if (error.kind !== 'business') return false;
          setRefusal(error.message);
          setAttempt((a) => a + 1);
          return true;
        },
      },
    );
    if (result || sent) {
      setChosen(null);
      setChoosing(false);
    }
  };

  return (
    <div className="mh-prize-claim">
      {refusal ? (
        <p className="mh-prize-refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <button
        type="button"
        className="mh-button mh-button--primary mh-button--row-action"
        disabled={!addresses || submitting}
        aria-expanded={choosing}
        aria-label={`领取 ${prize.prizeName}`}
        onClick={() => {
          setRefusal(undefined);
          setChoosing((c) => !c);
        }}
      >
        领取
      </button>
      {choosing && addresses ? (
        <ul className="mh-prize-addresses" aria-label="选择收货地址">
          {addresses.map((a) => (
            <li key={a.addressId}>
              <span>
                {recipientText(a)}
                <br />
                {addressText(a)}
              </span>
              <button
                type="button"
                className="mh-button mh-button--row-action"
                aria-label={`寄到 ${recipientText(a)}`}
                onClick={() => setChosen(a)}
              >
                寄到这里
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmSheet
        open={chosen !== null}
        title="领取奖品"
        rows={[
          { label: '奖品', value: prize.prizeName, testId: 'claim-prize' },
          {
            label: '寄至',
            value: chosen ? `${recipientText(chosen)}，${addressText(chosen)}` : '',
            testId: 'claim-address',
          },
          { label: '领取截止', value: showYmd(prize.claimDeadline) },
        ]}
        confirmText="确认领取"
        busyText="领取中…"
        busy={submitting}
        onConfirm={() => void onConfirm()}
        onCancel={() => setChosen(null)}
      />
    </div>
  );
}
