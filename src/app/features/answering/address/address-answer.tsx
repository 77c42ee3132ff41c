import { useQuery } from '@tanstack/react-query';
import { type FocusEvent, useEffect, useState } from 'react';
import { isKeyedAnswer } from '#core/answers';
import { LocalityType } from '#core/api';
import { elementLocalityList, localityListLevels } from '#core/forms';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { RichTextView } from '#app/shared/ui/rich-text-view';
import { AddressComboBox } from './address-combo-box';
import { addressAnswer, addressCodes, askedBoxes, askedLevels, chooseLevel, type AddressCodes, type AddressLevel } from './address-levels';
import { localityQuery } from './address-query';
import type { AnswerRendererProps } from '../kinds/renderer-props';
import './address-answer.css';
import { useT } from '#app/shared/i18n/use-t';
import { addressMessages } from './address-messages';

/**
 * The Vietnamese administrative address: province, then district, then commune (docs/localities.md).
 * The answer holds codes and the list they belong to: `{province, district?, commune?, list}`; a
 * two-level answer has no `district`. The element's list (`localityList`) says which units to offer.
 */
export function AddressAnswer({ element, value, onChange, onBlur, errorMessage }: AnswerRendererProps) {
  const t = useT(addressMessages);
  const levels = element.addressLevels;
  const list = elementLocalityList(element);
  const stored = addressCodes(isKeyedAnswer(value) ? value : {});
  // a district shown only to reach the commune (not asked) is not part of the answer
  const [pickedDistrict, setPickedDistrict] = useState<string>();
  const codes: AddressCodes = { ...stored, district: askedLevels(levels).has('district') ? stored.district : pickedDistrict };
  const { province, district, commune } = codes;
  const wantsLower = askedBoxes(levels, false).district;

  const provinces = useQuery(localityQuery({ list, type: LocalityType.Province }));
  const children = useQuery({ ...localityQuery({ list, parentCode: province ?? '' }), enabled: wantsLower && province !== undefined });
  const kids = children.data ?? [];
  // the list says its levels; the imported lists of before named lists could be either, so their units tell
  const twoLevel = localityListLevels[list] === 2 || (kids.length > 0 && kids.every((unit) => unit.type === LocalityType.Ward));
  const asks = askedBoxes(levels, twoLevel);
  const communesOfDistrict = useQuery({
    ...localityQuery({ list, parentCode: district ?? '' }),
    enabled: asks.commune && !twoLevel && district !== undefined,
  });
  const districts = kids.filter((unit) => unit.type === LocalityType.District);
  const communes = twoLevel ? kids : (communesOfDistrict.data ?? []).filter((unit) => unit.type === LocalityType.Ward);

  const choose = (level: AddressLevel) => (code: string | undefined) => {
    const next = chooseLevel(codes, level, code);
    setPickedDistrict(next.district);
    onChange(addressAnswer(next, levels, twoLevel, list));
  };
  // once the province's children tell whether the list is two-level, the answer follows (marker, no district)
  const valueKey = JSON.stringify(value ?? null);
  const shapeKnown = children.isSuccess;
  useEffect(() => {
    if (!shapeKnown || province === undefined) return;
    const wanted = addressAnswer(codes, levels, twoLevel, list);
    if (JSON.stringify(wanted ?? null) !== valueKey) onChange(wanted);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- valueKey stands for value and codes
  }, [shapeKnown, twoLevel, province, valueKey, levels, list]);

  const failed = [provinces, children, communesOfDistrict].filter((query) => query.isError);
  const notLoaded = provinces.isSuccess && provinces.data.length === 0;
  const loading = t('address.loading');
  // the element's one error goes to the first box still empty (else the last), where it is announced
  const boxes: { level: AddressLevel; filled: boolean }[] = [
    { level: 'province', filled: province !== undefined },
    ...(asks.district ? [{ level: 'district' as const, filled: district !== undefined }] : []),
    ...(asks.commune ? [{ level: 'commune' as const, filled: commune !== undefined }] : []),
  ];
  const errorAt = errorMessage ? (boxes.find((box) => !box.filled) ?? boxes[boxes.length - 1])?.level : undefined;
  const errorFor = (level: AddressLevel) => (level === errorAt ? errorMessage : undefined);
  const communeStatus = (): string | undefined => {
    if (province === undefined) return t('address.chooseProvinceFirst');
    if (twoLevel) return children.isPending ? loading : undefined;
    if (district === undefined) return t('address.chooseDistrictFirst');
    return communesOfDistrict.isPending ? loading : undefined;
  };
  const leaveGroup = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) onBlur();
  };

  return (
    <fieldset className="answer-fieldset address-answer" onBlur={leaveGroup}>
      <legend className="field-label">{element.title}</legend>
      {element.description && <p className="field-description"><RichTextView html={element.description} inline /></p>}
      {notLoaded && <Alert tone="warning">{t('address.notLoaded')}</Alert>}
      {failed.length > 0 && (
        <Alert tone="error">
          {t('address.loadFailed')}{' '}
          <Button variant="quiet" onPress={() => failed.forEach((query) => void query.refetch())}>{t('address.retry')}</Button>
        </Alert>
      )}
      <div className="address-answer-levels">
        <AddressComboBox
          label={t('address.province')}
          units={provinces.data ?? []}
          code={province}
          onChange={choose('province')}
          isRequired={element.required}
          isDisabled={notLoaded}
          status={provinces.isPending ? loading : undefined}
          errorMessage={errorFor('province')}
        />
        {asks.district && (
          <AddressComboBox
            label={t('address.district')}
            units={districts}
            code={district}
            onChange={choose('district')}
            isRequired={element.required}
            isDisabled={province === undefined}
            status={province === undefined ? t('address.chooseProvinceFirst') : children.isPending ? loading : undefined}
            errorMessage={errorFor('district')}
          />
        )}
        {asks.commune && (
          <AddressComboBox
            label={t('address.commune')}
            units={communes}
            code={commune}
            onChange={choose('commune')}
            isRequired={element.required}
            isDisabled={twoLevel ? province === undefined : district === undefined}
            status={communeStatus()}
            errorMessage={errorFor('commune')}
          />
        )}
      </div>
    </fieldset>
  );
}
