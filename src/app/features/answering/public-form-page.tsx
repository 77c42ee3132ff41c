import './answering.css';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useDeferredValue, type ComponentType, type ReactNode } from 'react';
import type { PublicForm } from '#core/forms';
import { ApiError } from '#app/shared/http/api-error';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { useSession } from '#app/shell/session/use-session';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { LinkButton } from '#app/shared/ui/link-button';
import { RichTextView } from '#app/shared/ui/rich-text-view';
import { Spinner } from '#app/shared/ui/spinner';
import { AnswerForm } from './answer-form';
import { FormLanguageChoice, useFormInLanguage } from './flow/form-language';
import { SettingNotes } from './flow/setting-notes';
import { closedReason } from './flow/unavailable';
import { publicFormQuery } from './public-form-api';
import { ReportProblem } from './report-problem-dialog';
import { useDateFormat } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { answerFlowMessages } from '#app/features/answering/flow/answer-flow-messages';
import { answeringMessages } from './answering-messages';
import { commonMessages } from '#app/shared/i18n/common-messages';

/** What the route shows beside the form's title for a signed-in person (keeping the form on this device). */
export type FormTitleTools = ComponentType<{ form: PublicForm }>;

/** Rendered while the form shown is the copy kept on this device: the shell's offline notice says so. */
export type DeviceCopyMark = ComponentType;

/** The public form at its short link: works offline once opened on this device. */
export function PublicFormPage({ shortUrl, titleTools, deviceCopyMark }: { shortUrl: string; titleTools?: FormTitleTools; deviceCopyMark?: DeviceCopyMark }) {
  const t = useT(answerFlowMessages, answeringMessages, commonMessages);
  const query = useQuery(publicFormQuery(shortUrl));
  // The form's first render is the page's longest piece of work: deferred, React renders it in a
  // transition that yields to the browser every few milliseconds (the spinner stays meanwhile).
  const loaded = useDeferredValue(query.data);
  if (query.isError) return <Unavailable error={query.error} onRetry={() => void query.refetch()} />;
  if (!loaded) return <Spinner label={t('answering.loading')} />;
  return <LoadedForm {...loaded} titleTools={titleTools} deviceCopyMark={deviceCopyMark} />;
}

/** The loaded form in the chosen language; what is kept on the device stays the form as stored. */
function LoadedForm({ form: stored, fromDevice, titleTools: TitleTools, deviceCopyMark: DeviceCopy }: {
  form: PublicForm;
  fromDevice: boolean;
  titleTools?: FormTitleTools | undefined;
  deviceCopyMark?: DeviceCopyMark | undefined;
}) {
  // the session's start (system/init) re-renders the whole form: in a transition, in slices
  const session = useDeferredValue(useSession());
  const t = useT(answerFlowMessages, answeringMessages, commonMessages);
  const form = useFormInLanguage(stored);
  const mustSignIn = form.design.settings.requireAuth && !session.isSignedIn;
  const header = <FormHeader form={form} tools={TitleTools && <TitleTools form={stored} />} />;
  return (
    <article className="public-form" aria-labelledby="form-title">
      {fromDevice && DeviceCopy && <DeviceCopy />}
      {session.state === 'loading' && form.design.settings.requireAuth ? (
        <Spinner label={t('answering.loading')} />
      ) : mustSignIn ? (
        <>{header}<SignInFirst /></>
      ) : (
        <AnswerForm key={`${form.id}-${form.version}`} form={form} header={header} />
      )}
      <footer className="public-form-tools">
        <ReportProblem formId={form.id} />
      </footer>
    </article>
  );
}

/** The form's title, description and what its settings mean for the person answering. */
export function FormHeader({ form, tools }: { form: PublicForm; tools?: ReactNode }) {
  const t = useT(answerFlowMessages, answeringMessages, commonMessages);
  const session = useSession();
  const { settings } = form.design;
  return (
    <header className="card public-form-head">
      <div className="public-form-title-row">
        <h1 id="form-title" tabIndex={-1}>{form.design.title}</h1>
        {session.isSignedIn && tools}
      </div>
      {form.design.description && <RichTextView html={form.design.description} className="public-form-description" />}
      <FormLanguageChoice settings={settings} />
      <SettingNotes settings={settings} />
      {settings.requireAuth && session.user && (
        <p className="muted">{t('answerFlow.signedInAs', { name: session.user.name })}</p>
      )}
    </header>
  );
}

/** settings.requireAuth and nobody signed in: explain, and come back here after signing in. */
function SignInFirst() {
  const t = useT(answerFlowMessages, answeringMessages, commonMessages);
  const domain = useDomainMessage();
  const { pathname } = useLocation();
  return (
    <section className="card flow-sign-in" aria-labelledby="sign-in-first">
      <h2 id="sign-in-first">{t('answerFlow.signIn.title')}</h2>
      <p>{t('answerFlow.signIn.body')}</p>
      <LinkButton variant="primary" to="/login" search={{ redirect: pathname }}>{domain({ key: 'error.signInToAnswer' })}</LinkButton>
    </section>
  );
}

function Unavailable({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const formatDate = useDateFormat();
  const domain = useDomainMessage();
  const t = useT(answerFlowMessages, answeringMessages, commonMessages);
  const closed = error instanceof ApiError ? closedReason(error.code, error.errors) : null;
  if (closed) {
    return (
      <section className="card public-form-closed">
        <h1>{domain({ key: closed.key })}</h1>
        {closed.inactiveMessage && <p className="public-form-inactive">{closed.inactiveMessage}</p>}
        {closed.opensAt && (
          <p>{t('answerFlow.opensAt', { date: formatDate(closed.opensAt) })}</p>
        )}
      </section>
    );
  }
  if (error instanceof ApiError && error.status === 404) {
    return (
      <section className="card public-form-closed">
        <h1>{t('answering.notFound.title')}</h1>
        <p>{t('answering.notFound.body')}</p>
      </section>
    );
  }
  const offline = error instanceof ApiError && error.isNetwork;
  /** the server's own message is already in the person's language; anything else gets ours */
  const serverSaid = error instanceof ApiError && error.status > 0 && error.code !== 'BAD_REPLY' && error.message !== '';
  return (
    <section className="card public-form-closed">
      <h1>{t('answering.unavailable.title')}</h1>
      <Alert tone="error">{offline ? t('answering.offlineNoCopy') : serverSaid ? error.message : domain({ key: 'error.server' })}</Alert>
      <Button onPress={onRetry}>{t('common.retry')}</Button>
    </section>
  );
}
