import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SubmitEvent, useState } from 'react';
import { ConfigKey, type ConfigEntry, type FooterDeveloper, footerDeveloperOf } from '#core/api';
import { useSession } from '#app/shell/session/use-session';
import { useConfigWords } from './use-config-words';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { TextField } from '#app/shared/ui/text-field';
import { configKeys, saveEntry } from './config-api';

type Field = 'nameVi' | 'nameEn' | 'addressVi' | 'addressEn' | 'phone';
const fields: readonly Field[] = ['nameVi', 'nameEn', 'addressVi', 'addressEn', 'phone'];

const toFields = (d: FooterDeveloper): Record<Field, string> =>
  ({ nameVi: d.name.vi, nameEn: d.name.en, addressVi: d.address.vi, addressEn: d.address.en, phone: d.phone });
const toDeveloper = (f: Record<Field, string>): FooterDeveloper =>
  ({ name: { vi: f.nameVi.trim(), en: f.nameEn.trim() }, address: { vi: f.addressVi.trim(), en: f.addressEn.trim() }, phone: f.phone.trim() });

/** The footer's developer company (config key 'footer.developer'), its default shown until saved. */
export function FooterCard({ entry }: { entry: ConfigEntry | undefined }) {
  const { t, failure } = useConfigWords();
  const domainMessage = useDomainMessage();
  const session = useSession();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => toFields(footerDeveloperOf(entry?.content ?? null)));
  const [checked, setChecked] = useState(false);
  const missing = (field: Field) => checked && !values[field].trim();
  const save = useMutation({
    mutationFn: () => saveEntry({ key: ConfigKey.FooterDeveloper, name: entry?.name || 'Footer developer', content: JSON.stringify(toDeveloper(values)), type: 4, groupId: entry?.groupId }),
    onSuccess: async () => { await queryClient.invalidateQueries({ queryKey: configKeys.all }); await session.refresh(); },
  });
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!save.isPending && fields.every((field) => values[field].trim())) save.mutate();
  };
  return (
    <section className="card config-card" aria-labelledby="config-footer-heading">
      <h2 id="config-footer-heading">{t('config.footer.title')}</h2>
      <p className="muted">{t('config.footer.help')}</p>
      <form onSubmit={submit} noValidate aria-labelledby="config-footer-heading">
        {fields.map((field) => (
          <TextField key={field} label={t(`config.footer.${field}`)} value={values[field]} isRequired validationBehavior="aria"
            errorMessage={missing(field) ? domainMessage({ key: 'validation.required' }) : undefined}
            onChange={(value) => { setValues((v) => ({ ...v, [field]: value })); save.reset(); }} />
        ))}
        <Button type="submit" variant="primary" isDisabled={save.isPending}>{t('config.footer.save')}</Button>
      </form>
      <div aria-live="polite">{save.isSuccess && <Alert tone="success">{t('config.footer.saved')}</Alert>}</div>
      {save.error && <Alert tone="error">{failure(save.error)}</Alert>}
    </section>
  );
}
