/** A `type` cell read: the type word (lower-case, spaces as `_`), the choice list and `or_other`. */
export interface QuestionType {
  base: string;
  listName: string;
  orOther: boolean;
}

const spelledApart: Record<string, string> = {
  'begin group': 'begin_group', 'end group': 'end_group', 'begin repeat': 'begin_repeat', 'end repeat': 'end_repeat',
  'select one': 'select_one', 'select multiple': 'select_multiple', 'select all that apply': 'select_multiple',
  'begin kobomatrix': 'begin_kobomatrix', 'end kobomatrix': 'end_kobomatrix',
};

/** "SELECT_ONE yes_no or_other", "begin group", "Integer" as ODK and Kobo accept them. */
export function parseType(raw: string): QuestionType {
  let text = raw.trim().replace(/\s+/g, ' ');
  for (const [spaced, joined] of Object.entries(spelledApart)) {
    if (text.toLowerCase().startsWith(spaced)) text = joined + text.slice(spaced.length);
  }
  const [word = '', ...rest] = text.split(' ');
  const orOther = rest.length > 0 && rest[rest.length - 1]?.toLowerCase() === 'or_other';
  const listName = (orOther ? rest.slice(0, -1) : rest).join(' ');
  return { base: word.toLowerCase(), listName, orOther };
}

/** Questions the device fills in itself (no one answers them). */
export const metadataTypes = new Set([
  'start', 'end', 'today', 'deviceid', 'subscriberid', 'simserial', 'phonenumber', 'username', 'email', 'audit',
  'start-geopoint', 'background-audio', 'imei', 'uri:deviceid', 'uri:email', 'uri:username', 'uri:phonenumber', 'uri:subscriberid', 'uri:simserial',
]);
