import { Button as AriaButton, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import type { Locality } from '#core/api';
import { Icon } from '#app/shared/ui/icon';
import { nameContains } from './address-query';
import { useT } from '#app/shared/i18n/use-t';
import { addressMessages } from './address-messages';

export interface AddressComboBoxProps {
  label: string;
  units: readonly Locality[];
  code: string | undefined;
  onChange: (code: string | undefined) => void;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** why the box is disabled, or that its list is loading */
  status?: string | undefined;
  errorMessage?: string | undefined;
}

/** One level of the address: type to filter (with or without accents) or open the list. */
export function AddressComboBox({ label, units, code, onChange, isDisabled, isRequired, status, errorMessage }: AddressComboBoxProps) {
  const t = useT(addressMessages);
  return (
    <ComboBox
      className="field address-combobox"
      defaultItems={units}
      value={code ?? null}
      onChange={(key) => onChange(key === null ? undefined : String(key))}
      defaultFilter={nameContains}
      isDisabled={isDisabled ?? false}
      isRequired={isRequired ?? false}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      allowsEmptyCollection
    >
      <Label>
        {label}
        {isRequired && <span className="required-marker" aria-hidden="true">*</span>}
      </Label>
      <div className="address-combobox-row">
        <Input autoComplete="off" />
        <AriaButton className="btn address-combobox-button" data-variant="quiet" aria-label={t('address.showList')}>
          <Icon name="list" />
        </AriaButton>
      </div>
      {status && <Text slot="description" className="field-description">{status}</Text>}
      <FieldError className="field-error">{errorMessage}</FieldError>
      <Popover className="popover address-combobox-popover">
        <ListBox<Locality>
          className="address-combobox-list"
          renderEmptyState={() => <p className="address-combobox-empty">{t('address.noMatch')}</p>}
        >
          {(unit) => (
            <ListBoxItem id={unit.code} textValue={unit.name} className="address-combobox-option">
              {unit.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
