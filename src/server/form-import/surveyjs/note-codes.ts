/**
 * The notes a SurveyJS import can give (FormImportNote.code); the client shows `import.note.<code>`
 * (catalogue: src/core/i18n/surveyjs-import-messages.ts).
 */
export const surveyJsNoteCodes = {
  /** a property of the source that has no counterpart here (detail: the property and its value) */
  propertyNotMapped: 'propertyNotMapped',
  /** texts in other languages than the one kept (detail: property [locale]: text) */
  translationsDropped: 'translationsDropped',
  /** a question type with no counterpart here; the question is left out */
  typeNotMapped: 'typeNotMapped',
  /** `visible: false`: respondents never see it, so it is left out */
  hiddenElementSkipped: 'hiddenElementSkipped',
  /** a panel's questions became part of its page (its title a heading) */
  panelFlattened: 'panelFlattened',
  /** a `visibleIf` the show rules cannot express; the element is always shown */
  visibleIfNotMapped: 'visibleIfNotMapped',
  validatorNotMapped: 'validatorNotMapped',
  /** a text input type with no kind of its own here (url, password, color, time...) became plain text */
  inputTypeAsText: 'inputTypeAsText',
  /** tel became a phone number, which is checked as a Vietnamese number */
  phoneVietnamese: 'phoneVietnamese',
  /** a choice question without choices of its own (choicesByUrl...) became a text question */
  choicesMissing: 'choicesMissing',
  /** a choice repeating an earlier one: a repeated value is left out, a repeated text numbered */
  choiceDuplicate: 'choiceDuplicate',
  /** "None" became an ordinary option: it does not clear the other ticks */
  noneNotExclusive: 'noneNotExclusive',
  /** image choices keep their texts, not their images */
  imageChoicesAsText: 'imageChoicesAsText',
  /** a rating scale that is no 0..10 scale nor 1..10 stars became one-choice options */
  ratingAsChoices: 'ratingAsChoices',
  /** a required matrix here needs every row answered */
  matrixEveryRowRequired: 'matrixEveryRowRequired',
  /** a signature became an image upload */
  signatureAsFile: 'signatureAsFile',
  /** a multiple-text question became one text question per item */
  multipleTextSplit: 'multipleTextSplit',
  /** the survey has no title: a placeholder title was given */
  titleMissing: 'titleMissing',
  /** a text longer than this product allows was shortened */
  textShortened: 'textShortened',
  /** more pages, elements or choices than a form may have: the rest is left out */
  limitExceeded: 'limitExceeded',
  /** a limit that contradicts another or this product's bounds was left out */
  constraintDropped: 'constraintDropped',
  /** an image whose link is not a web link (data:, relative) */
  mediaLinkNotMapped: 'mediaLinkNotMapped',
  /** the list of notes was cut at its limit */
  tooManyNotes: 'tooManyNotes',
} as const;
export type SurveyJsNoteCode = (typeof surveyJsNoteCodes)[keyof typeof surveyJsNoteCodes];
