import type { ProblemSink } from './design-problems';
import { ATTACHMENT_MAX_FILE_MB, ATTACHMENT_MAX_FILES } from './design-limits';
import type { FormElement } from './element.schema';
import { dateKinds } from './element.schema';
import { elementLocalityList, localityListLevels } from './locality-lists';

/** A file extension (".pdf") or a MIME type, possibly with a wildcard subtype ("image/*"). */
const extensionPattern = /^\.[a-z0-9][a-z0-9_-]{0,14}$/i;
const mimePattern = /^(application|audio|font|image|message|model|multipart|text|video)\/(\*|[a-z0-9][a-z0-9!#$&^_.+-]{0,126})$/i;
/** A path of this site ("/api/storage/...", not "//host") or an http(s) link; never javascript: or data: */
export const linkPattern = /^(https?:\/\/[^\s<>"'`\\/][^\s<>"'`\\]*|\/(?!\/)[^\s<>"'`\\]*)$/i;

/** date, datetime: allowed dates and times of day. */
function checkDateDesign(element: FormElement, sink: ProblemSink): void {
  if (element.disallowPast === true && element.disallowFuture === true) sink.add('disallowFuture', 'validation.pastAndFuture');
  if (element.minDate !== undefined && element.maxDate !== undefined && element.minDate >= element.maxDate) {
    sink.add('minDate', 'validation.dateRangeInvalid');
  }
  if (element.kind === 'datetime' && element.timeFrom !== undefined && element.timeTo !== undefined && element.timeFrom >= element.timeTo) {
    sink.add('timeFrom', 'validation.timeRangeInvalid');
  }
}

function checkAttachmentDesign(element: FormElement, sink: ProblemSink): void {
  const { maxFileSizeMb, maxFiles, acceptTypes } = element;
  if (maxFileSizeMb !== undefined && !(maxFileSizeMb > 0 && maxFileSizeMb <= ATTACHMENT_MAX_FILE_MB)) sink.add('maxFileSizeMb', 'validation.invalidLimit');
  if (maxFiles !== undefined && !(Number.isInteger(maxFiles) && maxFiles >= 1 && maxFiles <= ATTACHMENT_MAX_FILES)) sink.add('maxFiles', 'validation.invalidLimit');
  const wellFormed = (type: string) => extensionPattern.test(type.trim()) || mimePattern.test(type.trim());
  if (acceptTypes?.some((type) => !wellFormed(type))) sink.add('acceptTypes', 'validation.malformed');
}

/** address: the province always, then district and/or commune (two-level lists skip the district). */
function checkAddressDesign(element: FormElement, sink: ProblemSink): void {
  const levels = element.addressLevels;
  if (levels === undefined) return;
  if (levels.length === 0 || !levels.includes('province') || new Set(levels).size !== levels.length) sink.add('addressLevels', 'validation.invalid');
  else if (localityListLevels[elementLocalityList(element)] === 2 && levels.includes('district')) sink.add('addressLevels', 'validation.invalid');
}

/** image, video: the media itself, as a stored file or a web link. */
function checkMediaDesign(element: FormElement, sink: ProblemSink): void {
  const url = element.mediaUrl?.trim() ?? '';
  if (url === '') sink.add('mediaUrl', 'validation.mediaRequired');
  else if (!linkPattern.test(url)) sink.add('mediaUrl', 'validation.malformed');
}

/** Options of the kinds that are neither numeric, choices nor cells. */
export function checkKindDesign(element: FormElement, sink: ProblemSink): void {
  if (dateKinds.includes(element.kind)) checkDateDesign(element, sink);
  else if (element.kind === 'attachment') checkAttachmentDesign(element, sink);
  else if (element.kind === 'address') checkAddressDesign(element, sink);
  else if (element.kind === 'image' || element.kind === 'video') checkMediaDesign(element, sink);
}
