/**
 * Properties that only change how SurveyJS lays out or words its own pages (widths, title places,
 * button texts, numbering, renderers): this product has its own layout, so they are left out
 * without a note. Everything else that is not mapped gets a note (docs/form-import.md).
 */
export const presentationOnly: ReadonlySet<string> = new Set([
  '$schema', 'locale', 'width', 'minWidth', 'maxWidth', 'startWithNewLine', 'titleLocation', 'descriptionLocation',
  'indent', 'hideNumber', 'colCount', 'state', 'renderAs', 'displayMode', 'size', 'autocomplete', 'inputSize',
  'showQuestionNumbers', 'showProgressBar', 'progressBarType', 'progressBarShowPageTitles', 'questionTitleLocation',
  'questionErrorLocation', 'questionDescriptionLocation', 'errorLocation', 'widthMode', 'logoPosition', 'logoFit',
  'logoWidth', 'logoHeight', 'showTitle', 'showPageTitles', 'showPageNumbers', 'completeText', 'pageNextText',
  'pagePrevText', 'startSurveyText', 'previewText', 'editText', 'showPrevButton', 'showNavigationButtons',
  'navigationButtonsLocation', 'focusFirstQuestionAutomatic', 'autoFocusFirstQuestion', 'focusOnFirstError',
  'autoFocusFirstError', 'checkErrorsMode', 'textUpdateMode', 'headerView', 'showTOC', 'tocLocation',
  'questionsOnPageMode', 'questionTitlePattern', 'requiredText', 'questionStartIndex', 'separateSpecialChoices',
  'displayRateDescriptionsAsExtremeItems', 'rateDescriptionLocation', 'rateColorMode', 'scaleColorMode',
  'rateDisplayMode', 'allowImagesPreview', 'imageHeight', 'imageWidth', 'imageFit', 'showLabel', 'contentMode',
  'needConfirmRemoveFile', 'confirmDelete', 'storeDataAsText', 'waitForUpload', 'allowClear', 'searchEnabled',
  'hideSelectedItems', 'closeOnSelect', 'itemComponent', 'cellComponent', 'textWrapEnabled', 'signatureWidth',
  'signatureHeight', 'penColor', 'backgroundColor', 'autoGrow', 'allowResize', 'rows', 'cols', 'useTitleAsLabel',
  'swapOrder', 'navigationTitle', 'navigationDescription', 'maxImageWidth', 'maxImageHeight', 'requiredErrorText',
  'otherErrorText', 'otherPlaceholder', 'otherPlaceHolder', 'commentPlaceholder', 'commentPlaceHolder',
  'questionTitleWidth', 'innerIndent', 'showNumber', 'showQuestionNumbers', 'itemSize', 'inputWidth', 'labelWidth',
  'itemTitleWidth', 'alternateRows', 'columnMinWidth', 'rowTitleWidth', 'verticalAlign', 'showHeader',
  'transposeData', 'layoutColumns', 'gridLayoutColumns', 'titleDescriptionText', 'addRowText', 'removeRowText',
  'addRowLocation', 'horizontalScroll', 'detailPanelMode', 'columnLayout', 'columnColCount',
]);
