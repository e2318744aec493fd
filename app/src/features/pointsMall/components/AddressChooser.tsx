// Where a physical good goes: one of the merchant's addresses (newest first, the first chosen until
// the merchant picks another), each editable, another addable. With none yet the form is open.
import type { DeliveryAddress } from '@merchant-h5/sdk';
import { maskMobile } from '@merchant-h5/sdk';
import { useState } from 'react';
import { addressLine } from '../lib/addressForm';
import { AddressForm } from './AddressForm';
import './mall.css';

export interface AddressChooserProps {
  addresses: readonly DeliveryAddress[];
  /** The chosen address's id. */
  value: string | undefined;
  onChange: (addressId: string) => void;
  /** Why the exchange cannot go on without an address. */
  error?: string;
}

type Editing = { kind: 'new' } | { kind: 'edit'; address: DeliveryAddress } | null;

export function AddressChooser({ addresses, value, onChange, error }: AddressChooserProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const formOpen = editing !== null || addresses.length === 0;
  const saved = (a: DeliveryAddress) => {
    onChange(a.addressId);
    setEditing(null);
  };
  return (
    <section className="mh-mall-section" aria-labelledby="delivery-address">
      <h2 id="delivery-address">收货地址</h2>
      {error ? (
        <p className="mh-address-error" role="alert">
          {error}
        </p>
      ) : null}
      {addresses.length > 0 ? (
        <fieldset className="mh-address-list">
          <legend className="mh-visually-hidden">选择收货地址</legend>
          {addresses.map((a) => (
            <div className="mh-address" key={a.addressId}>
              <label>
                <input
                  type="radio"
                  name="delivery-address"
                  value={a.addressId}
                  checked={a.addressId === value}
                  onChange={() => onChange(a.addressId)}
                />
                <span>
                  <span className="mh-address-who">
                    {a.name} {maskMobile(a.phone)}
                  </span>
                  <span className="mh-address-where">{addressLine(a)}</span>
                </span>
              </label>
              <button
                type="button"
                className="mh-button"
                aria-label={`编辑 ${a.name} 的地址`}
                onClick={() => setEditing({ kind: 'edit', address: a })}
              >
                编辑
              </button>
            </div>
          ))}
        </fieldset>
      ) : null}
      {formOpen ? (
        <AddressForm
          key={editing?.kind === 'edit' ? editing.address.addressId : 'new'}
          editing={editing?.kind === 'edit' ? editing.address : undefined}
          onSaved={saved}
          onCancel={addresses.length > 0 ? () => setEditing(null) : undefined}
        />
      ) : (
        <button
          type="button"
          className="mh-button mh-button--block"
          onClick={() => setEditing({ kind: 'new' })}
        >
          新增收货地址
        </button>
      )}
    </section>
  );
}
