import { displayOnlyKinds, type FormDesign } from '#core/forms';

/** Question numbers as the paper shows them: answerable elements counted 1, 2, … across every page; content blocks get none. */
export function questionNumbers(design: FormDesign): ReadonlyMap<string, number> {
  const numbers = new Map<string, number>();
  for (const element of design.phases.flatMap((phase) => phase.elements)) {
    if (!displayOnlyKinds.includes(element.kind)) numbers.set(element.id, numbers.size + 1);
  }
  return numbers;
}
