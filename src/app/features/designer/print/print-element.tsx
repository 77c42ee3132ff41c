import type { ReactNode } from 'react';
import type { ElementKind, FormElement } from '#core/forms';
import { RichTextView } from '#app/shared/ui/rich-text-view';
import { PrintBoolean, PrintChoiceGrid, PrintChoices, PrintScale } from './print-choices';
import { DateBoxes, WriteLines, usePrintText } from './print-parts';
import { PrintTable } from './print-table';

/** Questions are h2 under the title, h3 when the form's pages are sections with their own h2. */
export type HeadingLevel = 'h2' | 'h3';

type PaperAnswer = (props: { element: FormElement }) => ReactNode;

function PrintAddress({ element }: { element: FormElement }) {
  const t = usePrintText();
  return (
    <dl className="print-address">
      {(element.addressLevels ?? ['province', 'commune']).map((level) => (
        <div key={level}><dt>{t(`print.address.${level}`)}:</dt><dd><span className="print-line print-line-inline" /></dd></div>
      ))}
    </dl>
  );
}

function PrintAttachment() {
  return <p className="print-hint">{usePrintText()('print.attachment')}</p>;
}

function PrintNumber({ element }: { element: FormElement }) {
  const t = usePrintText();
  const { min, max, unit } = element;
  const range = min !== undefined && max !== undefined ? t('answerKinds.number.range', { min, max })
    : min !== undefined ? t('answerKinds.number.min', { min }) : max !== undefined ? t('answerKinds.number.max', { max }) : undefined;
  const hints = [range, unit ? t('answerKinds.number.unit', { unit }) : undefined].filter(Boolean);
  return (
    <>
      {hints.length > 0 && <p className="print-hint">{hints.join(' · ')}</p>}
      <WriteLines />
    </>
  );
}

/** How each kind is answered on paper; display-only kinds are rendered by PrintContent. */
const paperAnswers: Partial<Record<ElementKind, PaperAnswer>> = {
  text: ({ element }) => <WriteLines count={element.multiline ? 4 : 1} />,
  email: () => <WriteLines />,
  phone: () => <WriteLines />,
  nationalId: () => <WriteLines />,
  number: PrintNumber,
  decimal: PrintNumber,
  date: () => <DateBoxes withTime={false} />,
  datetime: () => <DateBoxes withTime />,
  radio: PrintChoices,
  dropdown: PrintChoices,
  checkbox: PrintChoices,
  boolean: PrintBoolean,
  linearScale: PrintScale,
  rating: PrintScale,
  radioGrid: PrintChoiceGrid,
  checkboxGrid: PrintChoiceGrid,
  table: PrintTable,
  grid: PrintTable,
  address: PrintAddress,
  attachment: PrintAttachment,
};

/** One question: its number and title as a heading, the description, and room for the answer. */
export function PrintQuestion({ element, number, level }: { element: FormElement; number: number; level: HeadingLevel }) {
  const t = usePrintText();
  const Heading = level;
  const Answer = paperAnswers[element.kind];
  const headingId = `print-q-${element.id}`;
  return (
    <section className="print-question" aria-labelledby={headingId}>
      <Heading id={headingId}>
        <span className="print-number">{t('print.questionNumber', { n: number })}</span> {element.title}
        {element.required && <span className="required-marker" aria-hidden="true">*</span>}
      </Heading>
      {element.description && <RichTextView html={element.description} className="print-description" />}
      {Answer && <Answer element={element} />}
    </section>
  );
}

/** title, quote, image, video: the content as the respondent sees it (a video as its link). */
export function PrintContent({ element, level }: { element: FormElement; level: HeadingLevel }) {
  const t = usePrintText();
  const Heading = level;
  if (element.kind === 'image' && element.mediaUrl) {
    return (
      <figure className="print-content">
        <img src={element.mediaUrl} alt={element.caption || element.title} />
        {element.caption && <figcaption>{element.caption}</figcaption>}
      </figure>
    );
  }
  return (
    <div className="print-content">
      {element.title && <Heading>{element.title}</Heading>}
      {element.content && (element.kind === 'quote'
        ? <blockquote><RichTextView html={element.content} /></blockquote>
        : <RichTextView html={element.content} />)}
      {element.kind === 'video' && element.mediaUrl && <p>{t('print.video', { url: element.mediaUrl })}</p>}
    </div>
  );
}
