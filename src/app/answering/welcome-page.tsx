import { useIntl } from 'react-intl';
import type { PublicForm } from '#core/forms';
import { Button } from '../ui/button';
import { RichTextView } from '../ui/rich-text-view';
import { coverStyle, FlowCover } from './flow-cover';
import { SettingNotes } from './flow-setting-notes';

/** The author's welcome page: cover, title, text, the form's rules, and the button that starts. */
export function WelcomePage({ form, onStart }: { form: PublicForm; onStart: () => void }) {
  const intl = useIntl();
  const welcome = form.design.welcome ?? { title: '' };
  return (
    <section className="card flow-cover-page welcome-page" style={coverStyle(welcome)} aria-labelledby="form-title">
      <FlowCover cover={welcome} />
      <div className="flow-cover-body">
        <h1 id="form-title" tabIndex={-1}>{welcome.title.trim() || form.design.title}</h1>
        {welcome.description && <RichTextView html={welcome.description} className="flow-cover-description" />}
        <SettingNotes settings={form.design.settings} />
        <Button variant="primary" className="flow-start" onPress={onStart}>
          {welcome.buttonText?.trim() || intl.formatMessage({ id: 'answerFlow.start' })}
        </Button>
      </div>
    </section>
  );
}
