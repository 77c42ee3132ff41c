import './kinds.css';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { allElements, type ElementKind, type FormDesign } from '#core/forms';
import type { AnswerRendererProps } from './renderer-props';

type Renderer = ComponentType<AnswerRendererProps>;

/**
 * How each element kind is answered (or shown, for display-only kinds), each loaded when a form first
 * uses it: a form of three text questions never downloads the calendar, the combo box or the file drop
 * zone (docs/decisions.md D75). Their designer editors live in forms/.
 */
const loaders: Record<ElementKind, () => Promise<Renderer>> = {
  text: () => import('./text').then((m) => m.TextAnswer),
  email: () => import('./text').then((m) => m.TextAnswer),
  phone: () => import('./text').then((m) => m.TextAnswer),
  nationalId: () => import('./text').then((m) => m.TextAnswer),
  number: () => import('./number').then((m) => m.NumberAnswer),
  decimal: () => import('./number').then((m) => m.NumberAnswer),
  date: () => import('./date').then((m) => m.DateAnswer),
  datetime: () => import('./date').then((m) => m.DateAnswer),
  radio: () => import('./radio').then((m) => m.RadioAnswer),
  boolean: () => import('./radio').then((m) => m.BooleanAnswer),
  dropdown: () => import('./dropdown').then((m) => m.DropdownAnswer),
  checkbox: () => import('./checkbox').then((m) => m.CheckboxAnswer),
  linearScale: () => import('./scale').then((m) => m.LinearScaleAnswer),
  rating: () => import('./rating').then((m) => m.RatingAnswer),
  radioGrid: () => import('./choice-grid').then((m) => m.ChoiceGridAnswer),
  checkboxGrid: () => import('./choice-grid').then((m) => m.ChoiceGridAnswer),
  table: () => import('./table').then((m) => m.TableAnswer),
  grid: () => import('./table').then((m) => m.TableAnswer),
  address: () => import('../address/address-answer').then((m) => m.AddressAnswer),
  attachment: () => import('../attachment/attachment-answer').then((m) => m.AttachmentAnswer),
  title: () => import('./content').then((m) => m.TitleContent),
  quote: () => import('./content').then((m) => m.QuoteContent),
  image: () => import('./content').then((m) => m.ImageContent),
  video: () => import('./content').then((m) => m.VideoContent),
};

const loaded = new Map<ElementKind, Renderer>();

/** The renderer of `kind` once `useAnswerRenderers` has loaded it. */
export function answerRenderer(kind: ElementKind): Renderer | undefined {
  return loaded.get(kind);
}

/** Every kind a form's pages hold, each once. */
export function kindsOf(design: FormDesign): ElementKind[] {
  return [...new Set(allElements(design).map((element) => element.kind))];
}

/** Loads the renderers of the given kinds (each module once, however many kinds share it). */
export async function loadAnswerRenderers(kinds: readonly ElementKind[]): Promise<void> {
  await Promise.all(kinds.filter((kind) => !loaded.has(kind)).map(async (kind) => {
    loaded.set(kind, await loaders[kind]());
  }));
}

/**
 * True once the renderers of every kind of `design` are loaded. A module that cannot be loaded
 * (a build replaced while the page was open) is thrown to the route's error view, as a page's own
 * chunk would be.
 */
export function useAnswerRenderers(design: FormDesign): boolean {
  const kinds = useMemo(() => kindsOf(design), [design]);
  const ready = kinds.every((kind) => loaded.has(kind));
  const [, markLoaded] = useState(0);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadAnswerRenderers(kinds).then(
      () => current && markLoaded((count) => count + 1),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [kinds, ready]);
  if (failure) throw failure.error;
  return ready;
}
