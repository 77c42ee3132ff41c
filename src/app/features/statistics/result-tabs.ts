/** The tabs of a form's results page; a module of its own so that the route's search schema does not load the page. */
export const resultTabs = ['overview', 'questions', 'answers'] as const;
export type ResultTab = (typeof resultTabs)[number];
