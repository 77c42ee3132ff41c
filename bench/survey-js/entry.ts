import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import 'survey-core/survey-core.min.css';

/** The survey's JSON, put in by the build (page.ts, esbuild `define`). */
declare const SURVEY_JSON: Record<string, unknown>;

/** A bare SurveyJS page, the way its documentation sets one up: a Model from JSON, rendered by <Survey>. */
const model = new Model(SURVEY_JSON);
const root = document.getElementById('root');
if (root) createRoot(root).render(createElement(Survey, { model }));
