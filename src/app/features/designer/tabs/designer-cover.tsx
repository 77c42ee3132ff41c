import type { Dispatch } from 'react';
import type { FieldProblem } from '#core/i18n';
import type { PageCover } from '#core/forms';
import { ImageField } from '#app/shared/files/image-field';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { RichTextEditor } from '#app/shared/ui/rich-text-editor';
import { Switch } from '#app/shared/ui/switch';
import { TextField } from '#app/shared/ui/text-field';
import { CoverColorField } from './designer-cover-color';
import type { CoverPage, DesignerAction } from '../state/state';
import { EnglishTextField } from '../english/english-field';
import { useT } from '#app/shared/i18n/use-t';
import { designerCoverMessages } from './designer-cover-messages';
import type { IdsUnder } from '#app/shared/i18n/message-types';

type CoverText = IdsUnder<[typeof designerCoverMessages], 'designer.cover.'>;

interface Props {
  page: CoverPage;
  cover: PageCover | undefined;
  problems: readonly FieldProblem[];
  readOnly: boolean;
  dispatch: Dispatch<DesignerAction>;
}

/** SPEC 9: the mobile cover is 2 wide by 1 high. */
const MOBILE_COVER_ASPECT = 2;

/** The welcome or the thank-you page: switched on or off, then its title, text, colour, covers, button and redirect. */
export function CoverEditor({ page, cover, problems, readOnly, dispatch }: Props) {
  const domain = useDomainMessage();
  const translate = useT(designerCoverMessages);
  const t = (id: CoverText) => translate(`designer.cover.${id}`, { page: translate(`designer.cover.name.${page}`) });
  const set = (patch: Partial<PageCover> | null) => dispatch({ type: 'setCover', page, patch });
  const text = <T extends string>(value: T) => (value === '' ? undefined : value);
  const problemAt = (field: keyof PageCover) => {
    const problem = problems.find((p) => p.field === `${page}.${field}`);
    return problem ? domain(problem) : undefined;
  };
  const headingId = `cover-${page}`;
  return (
    <section className="card designer-cover" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(page)}</h2>
      <Switch isSelected={cover !== undefined} isDisabled={readOnly} onChange={(on) => set(on ? {} : null)}>
        {t('enabled')}
      </Switch>
      {cover && (
        <fieldset className="plain-fieldset designer-cover-fields" disabled={readOnly}>
          <TextField label={t('title')} value={cover.title} isReadOnly={readOnly} onChange={(title) => set({ title })}
            validationBehavior="aria" errorMessage={problemAt('title')} />
          <RichTextEditor label={t('description')} value={cover.description ?? ''} isDisabled={readOnly}
            onChange={(description) => set({ description: text(description) })} />
          <EnglishTextField label={t('title')} holder={cover} field="title" isReadOnly={readOnly} onChange={(translations) => set({ translations })} />
          <EnglishTextField label={t('description')} holder={cover} field="description" rich isReadOnly={readOnly} onChange={(translations) => set({ translations })} />
          <EnglishTextField label={t('buttonText')} holder={cover} field="buttonText" isReadOnly={readOnly} onChange={(translations) => set({ translations })} />
          <CoverColorField label={t('background')} pickerLabel={t('colorPicker')} hexLabel={t('colorHex')} value={cover.backgroundColor} isDisabled={readOnly}
            onChange={(backgroundColor) => set({ backgroundColor })} />
          <div className="two-columns">
            <ImageField label={t('coverImage')} value={cover.coverImage} isDisabled={readOnly}
              errorMessage={problemAt('coverImage')} onChange={(coverImage) => set({ coverImage })} />
            <ImageField label={t('mobileCover')} value={cover.mobileCoverImage} cropAspect={MOBILE_COVER_ASPECT} isDisabled={readOnly}
              errorMessage={problemAt('mobileCoverImage')} onChange={(mobileCoverImage) => set({ mobileCoverImage })} />
          </div>
          <div className="two-columns">
            <TextField label={t('buttonText')} description={t(page === 'welcome' ? 'buttonHintWelcome' : 'buttonHintThankYou')}
              value={cover.buttonText ?? ''} isReadOnly={readOnly} onChange={(buttonText) => set({ buttonText: text(buttonText) })}
              validationBehavior="aria" errorMessage={problemAt('buttonText')} />
            <TextField label={t('redirect')} description={t('redirectHint')} value={cover.redirectPath ?? ''} isReadOnly={readOnly}
              onChange={(redirectPath) => set({ redirectPath: text(redirectPath.trim()) })}
              validationBehavior="aria" errorMessage={problemAt('redirectPath')} />
          </div>
        </fieldset>
      )}
    </section>
  );
}
