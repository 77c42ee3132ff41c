import type { PublicForm } from '#core/forms';
import { Button } from '#app/shared/ui/button';
import { RichTextView } from '#app/shared/ui/rich-text-view';
import { coverStyle, FlowCover } from './cover';
import { SettingNotes } from './setting-notes';
import { useT } from '#app/shared/i18n/use-t';
import { answerFlowMessages } from './answer-flow-messages';

/** The author's welcome page: cover, title, text, the form's rules, and the button that starts. */
export function WelcomePage({ form, onStart }: { form: PublicForm; onStart: () => void }) {
  const t = useT(answerFlowMessages);
  const welcome = form.design.welcome ?? { title: '' };
  return (
    <section className="card flow-cover-page welcome-page" style={coverStyle(welcome)} aria-labelledby="form-title">
      <FlowCover cover={welcome} />
      <div className="flow-cover-body">
        <h1 id="form-title" tabIndex={-1}>{welcome.title.trim() || form.design.title}</h1>
        {welcome.description && <RichTextView html={welcome.description} className="flow-cover-description" />}
        <SettingNotes settings={form.design.settings} />
        <Button variant="primary" className="flow-start" onPress={onStart}>
          {welcome.buttonText?.trim() || t('answerFlow.start')}
        </Button>
      </div>
    </section>
  );
}
