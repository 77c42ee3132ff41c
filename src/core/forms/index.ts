// The form: its design document (elements, logic rules, settings, phases, covers), its status and
// sharing, the checks and merges of a design, and when it takes answers.
export * from './element.schema';
export * from './locality-lists';
export * from './rule.schema';
export * from './form.schema';
export * from './form-languages';
export { designOffers, hasText, localizeDesign, missingEnglishTexts, textIn } from './localize-design';
export * from './form-access.schema';
export * from './form-history.schema';
export * from './design-limits';
export { plainText, sameValue } from './design-values';
export { diffDesigns } from './design-diff';
export { mergeDesigns, resolveConflicts, type ConflictChoice, type DesignConflict, type DesignMerge } from './design-merge';
export { checkDesign, checkElementDesign } from './validate-design';
export { formAvailability, opensAt, type AvailabilityFacts, type FormUnavailable } from './form-availability';
export { labelKey } from './design-problems';
export { linkPattern } from './validate-kind-design';
export { FIRST_SCREEN_CARDS, hasWelcomePage, reachablePages } from './answer-pages';
