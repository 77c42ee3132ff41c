import './profile.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type SubmitEvent, useState } from 'react';
import { type UserInfo, profileBodySchema } from '#core/api';
import { useSession } from '#app/shell/session/use-session';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { Spinner } from '#app/shared/ui/spinner';
import { TextField } from '#app/shared/ui/text-field';
import { showToast } from '#app/shared/ui/toast';
import { managesAnyoneQuery, profileQuery, saveProfile } from './profile-api';
import { useProfileForm } from './use-profile-form';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { profileMessages } from './profile-messages';

function ProfileForm({ info }: { info: UserInfo }) {
  const t = useT(commonMessages, profileMessages);
  const session = useSession();
  const queryClient = useQueryClient();
  const managesAnyone = useQuery(managesAnyoneQuery()).data ?? false;
  const [name, setName] = useState(info.name);
  const [email, setEmail] = useState(info.email ?? '');
  const [phone, setPhone] = useState(info.phone ?? '');
  const body = { name, email, phone };
  const form = useProfileForm(profileBodySchema, body, () => saveProfile(body), (saved) => {
    showToast('success', t('profile.saved'));
    queryClient.setQueryData(profileQuery(saved.id).queryKey, saved);
    void session.refresh();
  });
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!form.busy) form.submit();
  };
  return (
    <form className="card profile-card" onSubmit={submit} noValidate aria-label={t('profile.title')}>
      <dl className="profile-facts">
        <dt>{t('profile.username')}</dt><dd>{info.username}</dd>
        {info.departmentName && <><dt>{t('profile.department')}</dt><dd>{info.departmentName}</dd></>}
      </dl>
      <TextField label={t('profile.name')} value={name} onChange={setName} isRequired errorMessage={form.fieldMessage('name')} />
      <TextField label={t('profile.email')} type="email" value={email} onChange={setEmail} errorMessage={form.fieldMessage('email')} />
      <TextField label={t('profile.phone')} type="tel" value={phone} onChange={setPhone} errorMessage={form.fieldMessage('phone')} />
      {form.problem && <Alert tone="error">{form.problem}</Alert>}
      <div className="profile-actions">
        <Button type="submit" variant="primary" isDisabled={form.busy}>{t('common.save')}</Button>
        <Link to="/change-password" className="profile-link">{t('profile.changePassword')}</Link>
        {managesAnyone && <Link to="/management/users" search={{ view: 'mine' }} className="profile-link">{t('profile.myUsers')}</Link>}
      </div>
    </form>
  );
}

/** /profile: my name, email and phone (info/{me} then info/save). */
export function ProfilePage() {
  const t = useT(commonMessages, profileMessages);
  const me = useSession().user;
  const info = useQuery({ ...profileQuery(me?.id ?? 0), enabled: me !== null });
  return (
    <div className="profile-page">
      <h1>{t('profile.title')}</h1>
      <p className="muted">{t('profile.intro')}</p>
      {info.isPending && <Spinner label={t('common.loading')} />}
      {info.isError && <Alert tone="error">{t('profile.loadFailed')} <Button onPress={() => void info.refetch()}>{t('common.retry')}</Button></Alert>}
      {info.data && <ProfileForm info={info.data} />}
    </div>
  );
}
