import type { FormDesign, FormSettings, PageCover } from '#core/forms';
import { forgetElements, mapPhase, move } from './designer-reducer-elements';
import type { CoverPage, PhasePatch } from './designer-state';

export function addPhase(design: FormDesign, id: string, index = design.phases.length): FormDesign {
  const phases = [...design.phases];
  phases.splice(Math.max(0, Math.min(index, phases.length)), 0, { id, title: '', elements: [] });
  return { ...design, phases };
}

export function updatePhase(design: FormDesign, id: string, patch: PhasePatch): FormDesign {
  return mapPhase(design, id, (p) => ({ ...p, ...patch }));
}

export function movePhaseTo(design: FormDesign, id: string, index: number): FormDesign {
  const from = design.phases.findIndex((p) => p.id === id);
  if (from < 0 || index < 0 || index >= design.phases.length || index === from) return design;
  return { ...design, phases: move(design.phases, from, index) };
}

export function movePhaseBy(design: FormDesign, id: string, by: -1 | 1): FormDesign {
  const from = design.phases.findIndex((p) => p.id === id);
  return from < 0 ? design : movePhaseTo(design, id, from + by);
}

/** The last phase stays: a form has at least one. Its elements go with it, and the rules forget them. */
export function removePhase(design: FormDesign, id: string): FormDesign {
  const phase = design.phases.find((p) => p.id === id);
  if (!phase || design.phases.length <= 1) return design;
  const next = { ...design, phases: design.phases.filter((p) => p.id !== id) };
  return forgetElements(next, new Set(phase.elements.map((e) => e.id)));
}

export function setSettings(design: FormDesign, patch: Partial<FormSettings>): FormDesign {
  return { ...design, settings: { ...design.settings, ...patch } };
}

export function setCover(design: FormDesign, page: CoverPage, patch: Partial<PageCover> | null): FormDesign {
  if (patch === null) {
    if (!design[page]) return design;
    const { [page]: _removed, ...rest } = design;
    return rest;
  }
  return { ...design, [page]: { title: '', ...design[page], ...patch } };
}
