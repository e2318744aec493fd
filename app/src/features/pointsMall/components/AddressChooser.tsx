// Where a physical good goes: one of the merchant's addresses (newest first, the first chosen until
// the merchant picks another), each editable, another addable. With none yet the form is open, and
// a missing address is said above it (with addresses, under the choices).
import type { DeliveryAddress } from '@merchant-h5/sdk';
import { maskMobile } from '@merchant-h5/sdk';
import { useState } from 'react';
import { ChoiceGroup } from '../../../components/ChoiceGroup/ChoiceGroup';
import { Section } from '../../../components/Section/Section';
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
    <Section title="收货地址">
      {addresses.length > 0 ? (
        <ChoiceGroup
          legend="选择收货地址"
          legendHidden
          name="delivery-address"
          choices={addresses.map((a) => ({
            value: a.addressId,
            label: `${a.name} ${maskMobile(a.phone)}`,
            description: addressLine(a),
            action: (
              <button
                type="button"
                className="mh-button"
                aria-label={`编辑 ${a.name} 的地址`}
                onClick={() => setEditing({ kind: 'edit', address: a })}
              >
                编辑
              </button>
            ),
          }))}
          value={value}
          onChange={onChange}
          error={error}
        />
      ) : error ? (
        <p className="mh-address-error" role="alert">
          {error}
        </p>
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
    </Section>
  );
}
