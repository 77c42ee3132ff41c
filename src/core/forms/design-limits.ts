/** Limits and defaults of element options, shared by the designer, the answering page and checkDesign. */
export const LINEAR_SCALE_LOWEST = 0;
export const LINEAR_SCALE_HIGHEST = 10;
/** linearScale ends when the author set none */
export const LINEAR_SCALE_DEFAULT_MIN = 1;
export const LINEAR_SCALE_DEFAULT_MAX = 5;
/** rating: how many icons */
export const RATING_MAX_ICONS = 10;
export const RATING_DEFAULT_ICONS = 5;
export const ATTACHMENT_MAX_FILE_MB = 100;
export const ATTACHMENT_MAX_FILES = 20;
export const GRID_MAX_ROWS = 500;
