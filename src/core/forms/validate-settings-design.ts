import type { FieldProblem } from '../i18n/message-keys';
import { problemSink } from './design-problems';
import type { FormDesign, PageCover } from './form.schema';
import { linkPattern } from './validate-kind-design';

function checkPage(page: PageCover | undefined, sink: ReturnType<typeof problemSink>): void {
  if (!page) return;
  for (const option of ['coverImage', 'mobileCoverImage', 'redirectPath'] as const) {
    const value = page[option]?.trim() ?? '';
    if (value !== '' && !linkPattern.test(value)) sink.add(option, 'validation.malformed');
  }
}

/**
 * Settings and the welcome / thank-you pages, at `settings.<field>`, `welcome.<field>`,
 * `thankYou.<field>`: the opening time before the closing time, an organisation form names its
 * organisation, and links are web links or paths of this site.
 */
export function checkSettingsDesign(design: Pick<FormDesign, 'settings' | 'welcome' | 'thankYou'>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const sink = problemSink(problems, 'settings');
  const { settings } = design;
  if (settings.startsAt !== null && settings.closesAt !== null && Date.parse(settings.startsAt) >= Date.parse(settings.closesAt)) {
    sink.add('closesAt', 'validation.dateRangeInvalid');
  }
  if (settings.formType === 'organisation' && settings.organisationId === null) sink.add('organisationId', 'validation.required');
  checkPage(design.welcome, problemSink(problems, 'welcome'));
  checkPage(design.thankYou, problemSink(problems, 'thankYou'));
  return problems;
}
